import { screenExports, screenPage } from "#app/components/admin/screen-page.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { isSectionName, SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { AdminSection } from "#app/features/content/admin/api.ts";
import { ContentScreen } from "#app/features/content/admin/content-screen.tsx";
import { forAdmin } from "#app/features/content/api.server.ts";
import { sectionAction } from "#app/features/content/section-action.server.ts";
import { formAction, pageData, requireScreen } from "#app/platform/admin-page.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import type { Route } from "./+types/content";

/** Never stored: a signed-in person's screen. */
export { screenHeaders as headers } from "#app/platform/admin-page.server.ts";

const SCREEN = ADMIN_SCREENS.content;

function sectionIn(url: URL): SectionName {
  const asked = url.searchParams.get("afsnit") ?? "";
  return isSectionName(asked) ? asked : "contact";
}

/** Every section as saved (with the operator's locked fields); `?afsnit=faq` picks the form. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireScreen(request, SCREEN);
  const stored = await storedContent();
  const sections = Object.fromEntries(
    SECTION_NAMES.map((name) => [name, forAdmin(name, stored[name]) as AdminSection]),
  ) as Record<SectionName, AdminSection>;
  return pageData(request, { section: sectionIn(new URL(request.url)), sections });
}

/** The section's form, posted (docs/admin.md#the-centers-content): saved, refused, merged, edited or restored. */
export const action = formAction(
  SCREEN,
  (request, session) => sectionAction(request, sectionIn(new URL(request.url)), session),
  (_saved, url) => `${SCREEN.path}?afsnit=${sectionIn(url)}`,
);

export const { clientAction, shouldRevalidate, handle, meta, ErrorBoundary } =
  screenExports("content");

export default screenPage<Route.ComponentProps>(ContentScreen);
