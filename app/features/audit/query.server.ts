import { z } from "zod";
import { pageLimit } from "#app/lib/page-limit.ts";
import { AUDIT_ACTIONS, type AuditQuery } from "#app/platform/audit.server.ts";

/**
 * `GET /api/admin/audit`'s query and `/admin/log`'s filter form (docs/api.md#audit-log-and-trash):
 * `limit` 1-200 (default 50), `cursor` an entry's id from a `next`, `actor` an e-mail, `action` one
 * of the log's actions. An empty parameter is no parameter.
 */
const auditQuery = z.object({
  limit: pageLimit,
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "cursor skal være en værdi fra next")
    .optional(),
  actor: z.string().trim().max(320, "actor må højst være 320 tegn").optional(),
  action: z.enum(AUDIT_ACTIONS, { error: "Ukendt handling" }).optional(),
});

export type ParsedAuditQuery =
  | { ok: true; query: AuditQuery }
  | { ok: false; fieldErrors: Record<string, string> };

export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const given = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));
  const parsed = auditQuery.safeParse(given);
  if (parsed.success) {
    const { limit, cursor, actor, action } = parsed.data;
    return {
      ok: true,
      query: {
        limit,
        ...(cursor ? { cursor } : {}),
        ...(actor ? { actor } : {}),
        ...(action ? { action } : {}),
      },
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { ok: false, fieldErrors };
}
