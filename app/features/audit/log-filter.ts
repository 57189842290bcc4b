import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { AuditKind } from "#app/platform/audit.server.ts";

/**
 * The log's filter as the page keeps it (what was typed, the days as written) and its address:
 * every view of `/admin/log` is a plain link or GET form.
 */
export type LogFilter = {
  kind: AuditKind;
  q: string;
  actor: string;
  action: string;
  from: string;
  to: string;
};

/** What the filter form sends, in the order of its fields. */
const FIELDS = ["q", "actor", "action", "from", "to"] as const;

/** The filter in a page's query (`kind` the changes unless it says the sign-ins). */
export function filterOf(params: URLSearchParams): LogFilter {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 320);
  return {
    kind: params.get("kind") === "sign-ins" ? "sign-ins" : "changes",
    q: text("q"),
    actor: text("actor"),
    action: text("action"),
    from: text("from"),
    to: text("to"),
  };
}

/** Whether anything narrows the view beyond its kind. */
export const isFiltered = (filter: LogFilter) => FIELDS.some((name) => filter[name] !== "");

/** `/admin/log?…` with the filter kept and `extra` added (a cursor). */
export function logHref(filter: LogFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.kind !== "changes") params.set("kind", filter.kind);
  for (const name of FIELDS) if (filter[name]) params.set(name, filter[name]);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return `${ADMIN_SCREENS.log.path}${search ? `?${search}` : ""}`;
}
