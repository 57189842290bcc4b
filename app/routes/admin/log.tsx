import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { auditActors } from "#app/features/audit/log.server.ts";
import { type LogEntry, LogScreen } from "#app/features/audit/log-screen.tsx";
import { parseAuditQuery } from "#app/features/audit/query.server.ts";
import { pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/log";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const PAGE_SIZE = 50;

/**
 * `/admin/log` (admins; staff get 403): one page of the audit log with the filter from the query
 * (`actor`, `action`, `cursor`). A filter the log does not know shows an empty page, not an error.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: anyone else gets the redirect or the 403 and nothing else.
  await requireScreen(request, ADMIN_SCREENS.log);
  const params = new URL(request.url).searchParams;
  params.delete("limit");
  const parsed = parseAuditQuery(params);
  const query = parsed.ok ? { ...parsed.query, limit: PAGE_SIZE } : null;
  const filter = { actor: params.get("actor")?.trim() ?? "", action: params.get("action") ?? "" };
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
    actors,
    loadFailed,
  });
}

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } = screenExports("log");

export default screenPage<Route.ComponentProps>(LogScreen);
