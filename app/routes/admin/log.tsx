import { data, isRouteErrorResponse } from "react-router";
import { AdminOnlyMessage } from "#app/components/layout/admin-only-message.tsx";
import { auditActors } from "#app/features/audit/log.server.ts";
import { type LogEntry, LogScreen } from "#app/features/audit/log-screen.tsx";
import { parseAuditQuery } from "#app/features/audit/query.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { database } from "#app/platform/database.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/log";

const PAGE_SIZE = 50;

/**
 * `/admin/log` (admins; staff get 403): one page of the audit log with the filter from the query
 * (`actor`, `action`, `cursor`). A filter the log does not know shows an empty page, not an error.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: anyone else gets the redirect or the 403 and nothing else.
  await requireStaff(request, "admin");
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
  return data(
    { entries, next, paged: Boolean(query?.cursor), filter, actors, loadFailed },
    { headers: NO_STORE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("log");

export default function Log({ loaderData }: Route.ComponentProps) {
  return <LogScreen {...loaderData} />;
}

/** Staff get 403 here: said in words; any other error goes on to the root's page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminOnlyMessage />;
  throw error;
}
