import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { AdminScreen } from "#app/features/testimonials/admin/admin-screen.tsx";
import { testimonialAction } from "#app/features/testimonials/admin-action.server.ts";
import { adminView } from "#app/features/testimonials/admin-view.server.ts";
import { testimonialRowPosts } from "#app/features/testimonials/row-posts.server.ts";
import { formActionWithRow, pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import type { Route } from "./+types/admin";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

/**
 * A view of the list (the queue first while anything waits in it), the row in the form, the
 * question asked first: read from the address (`adminView`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not staff gets the redirect and nothing else.
  await requireScreen(request, ADMIN_SCREENS.testimonials);
  return pageData(request, await adminView(new URL(request.url).searchParams));
}

/**
 * The testimonial form, posted: added, updated, refused or merged
 * (docs/pages.md#sign-in-and-the-admins-names); or a row's `Godkend`, posted before the page's
 * script ran.
 */
export const action = formActionWithRow(
  ADMIN_SCREENS.testimonials,
  testimonialAction,
  testimonialRowPosts,
);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("testimonials");

export default screenPage<Route.ComponentProps>(AdminScreen);
