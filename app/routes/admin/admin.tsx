import { formPage, formPageExports } from "#app/components/admin/form-page.tsx";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { testimonialAction } from "#app/features/testimonials/admin-action.server.ts";
import { adminView } from "#app/features/testimonials/admin-view.server.ts";
import { testimonialRowPosts } from "#app/features/testimonials/row-posts.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { formAction, formActionWithRow, pageData } from "#app/platform/admin-page.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/admin";

/**
 * A view of the list (the queue first while anything waits in it), the row in the form, the
 * question asked first: read from the address (`adminView`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireStaff(request);
  return pageData(request, await adminView(new URL(request.url).searchParams));
}

/**
 * The testimonial form, posted: added, updated, refused or merged
 * (docs/pages.md#sign-in-and-the-admins-names); or a row's `Godkend`, posted before the page's
 * script ran.
 */
export const action = formActionWithRow(
  formAction("/admin", testimonialAction),
  testimonialRowPosts,
);

export const { clientAction, shouldRevalidate, handle, meta } = formPageExports("anmeldelser");

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export default formPage<Route.ComponentProps>(AdminScreen);
