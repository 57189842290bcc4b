import { data } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { listAll } from "#app/features/testimonials/queries.server.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { database } from "#app/server/database.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { errorFields, log } from "#app/server/log.server.ts";
import type { Route } from "./+types/admin";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireAdmin(request);
  let testimonials: Testimonial[] = [];
  let loadFailed = false;
  try {
    testimonials = await listAll(database().db);
  } catch (error) {
    log.error(errorFields(error), "admin list failed");
    loadFailed = true;
  }
  return data({ testimonials, loadFailed }, { headers: NO_STORE });
}

/** Runs React in the browser (see `RouteHandle` in root.tsx). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: "Admin – anmeldelser" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminScreen initial={loaderData.testimonials} loadFailed={loaderData.loadFailed} />
      <Toaster />
    </>
  );
}
