import { data } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { PAGE_SIZE } from "#app/features/testimonials/admin/use-testimonial-list.ts";
import { listAdmin } from "#app/features/testimonials/queries.server.ts";
import { type AdminPage, type AdminQuery, adminQuery } from "#app/features/testimonials/schema.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { database } from "#app/platform/database.server.ts";
import { requireAdmin } from "#app/platform/guards.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import type { Route } from "./+types/admin";

const EMPTY: AdminPage = {
  testimonials: [],
  next: null,
  counts: { pending: 0, approved: 0, rejected: 0 },
};

/** The first page of the list; `?status=pending` (the notice e-mail's link) opens the queue. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const parsed = adminQuery.safeParse({
    status: params.get("status") || undefined,
    q: params.get("q") || undefined,
  });
  const query: AdminQuery = { ...(parsed.success ? parsed.data : {}), limit: PAGE_SIZE };
  let page = EMPTY;
  let loadFailed = false;
  try {
    page = await listAdmin(database().db, query);
  } catch (error) {
    log.error(errorFields(error), "admin list failed");
    loadFailed = true;
  }
  const filter = { status: query.status, q: query.q ?? "" };
  return data({ page, filter, loadFailed }, { headers: NO_STORE_HEADERS });
}

/** Runs React in the browser (see `RouteHandle` in root.tsx). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Admin – anmeldelser" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminScreen
        initial={loaderData.page}
        filter={loaderData.filter}
        loadFailed={loaderData.loadFailed}
      />
      <Toaster />
    </>
  );
}
