import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { auditActors } from "#app/features/audit/log.server.ts";
import type { LogEntry } from "#app/features/audit/log-entries.tsx";
import { filterOf } from "#app/features/audit/log-filter.ts";
import { LogScreen } from "#app/features/audit/log-screen.tsx";
import { parseAuditQuery } from "#app/features/audit/query.server.ts";
import { pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import { AUDIT_ACTIONS, auditEntries, SIGN_IN_ACTIONS } from "#app/platform/audit.server.ts";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/log";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const PAGE_SIZE = 50;
const signIn = (action: string) => (SIGN_IN_ACTIONS as readonly string[]).includes(action);

/**
 * `/admin/log` (admins; staff get 403): one page of the audit log, the changes (or with
 * `?kind=sign-ins` the sign-ins), with the filter from the query (`q`, `actor`, `action`, `from`,
 * `to`, `cursor`) read as the API reads it. A day that names no day is said beside its field.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: anyone else gets the redirect or the 403 and nothing else.
  await requireScreen(request, ADMIN_SCREENS.log);
  const params = new URL(request.url).searchParams;
  const filter = filterOf(params);
  params.delete("limit");
  params.set("kind", filter.kind);
  const parsed = parseAuditQuery(params);
  const query = parsed.ok ? { ...parsed.query, limit: PAGE_SIZE } : null;
  const actions = AUDIT_ACTIONS.filter((action) => signIn(action) === (filter.kind === "sign-ins"));
  let entries: LogEntry[] = [];
  let next: string | null = null;
  let actors: string[] = [];
  let loadFailed = false;
  try {
    [actors, { entries, next }] = await Promise.all([
      auditActors(database().db),
      query ? auditEntries(database().db, query) : { entries: [], next: null },
    ]);
  } catch (error) {
    log.error(errorFields(error), "audit log failed");
    loadFailed = true;
  }
  return pageData(request, {
    entries,
    next,
    paged: Boolean(query?.cursor),
    filter,
    errors: parsed.ok ? {} : parsed.fieldErrors,
    actors,
    actions,
    loadFailed,
  });
}

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } = screenExports("log");

export default screenPage<Route.ComponentProps>(LogScreen);
