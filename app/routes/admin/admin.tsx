import { data } from "react-router";
import { ToastProvider } from "~/components/ui/toast";
import { database } from "~/db/database.server";
import { AdminScreen } from "~/features/testimonials/admin/admin-screen";
import { listAll } from "~/features/testimonials/queries.server";
import type { Testimonial } from "~/features/testimonials/schema";
import type { RouteHandle } from "~/root";
import { requireAdmin } from "~/server/guards.server";
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
    console.error("Admin list failed:", error instanceof Error ? error.message : error);
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
    <ToastProvider>
      <AdminScreen initial={loaderData.testimonials} loadFailed={loaderData.loadFailed} />
    </ToastProvider>
  );
}
