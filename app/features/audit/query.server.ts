import { z } from "zod";
import { pageLimit } from "#app/lib/page-limit.ts";
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditQuery } from "#app/platform/audit.server.ts";
import { DAY_FORMAT, dayEnd, dayStart, parseDay } from "./log-days.ts";

/**
 * `GET /api/admin/audit`'s query and `/admin/log`'s filter form (docs/api.md#audit-log-and-trash):
 * `limit` 1-200 (default 50), `cursor` an entry's id from a `next`, `actor` an e-mail, `action`
 * one of the log's actions, `q` words in the summary or the e-mail, `from` and `to` whole days
 * in Copenhagen (`14.12.2026` or `2026-12-14`, both days included), `kind` the changes or the
 * sign-ins (the API gives both when it is left out). An empty parameter is no parameter.
 */

const SEARCH_MAX = 200;

const day = z
  .string()
  .trim()
  .transform((text, context) => {
    const parsed = parseDay(text);
    if (parsed) return parsed;
    context.addIssue({
      code: "custom",
      message: `Skriv en dato, der findes, som ${DAY_FORMAT}, fx 14.12.2026`,
    });
    return z.NEVER;
  });

const auditQuery = z
  .object({
    limit: pageLimit,
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, "cursor skal være en værdi fra next")
      .optional(),
    actor: z.string().trim().max(320, "actor må højst være 320 tegn").optional(),
    action: z.enum(AUDIT_ACTIONS, { error: "Ukendt handling" }).optional(),
    q: z.string().trim().max(SEARCH_MAX, `Søg med højst ${SEARCH_MAX} tegn`).optional(),
    from: day.optional(),
    to: day.optional(),
    kind: z.enum(AUDIT_KINDS, { error: "Vælg changes eller sign-ins" }).optional(),
  })
  .refine(({ from, to }) => !from || !to || dayStart(from) <= dayStart(to), {
    path: ["to"],
    message: "Til-datoen ligger før fra-datoen",
  });

export type ParsedAuditQuery =
  | { ok: true; query: AuditQuery }
  | { ok: false; fieldErrors: Record<string, string> };

export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const given = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));
  const parsed = auditQuery.safeParse(given);
  if (parsed.success) {
    const { limit, cursor, actor, action, q, from, to, kind } = parsed.data;
    return {
      ok: true,
      query: {
        limit,
        ...(cursor ? { cursor } : {}),
        ...(actor ? { actor } : {}),
        ...(action ? { action } : {}),
        ...(q ? { q } : {}),
        ...(from ? { from: dayStart(from) } : {}),
        ...(to ? { to: dayEnd(to) } : {}),
        ...(kind ? { kind } : {}),
      },
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { ok: false, fieldErrors };
}
