import { formPage, formPageExports } from "#app/components/admin/form-page.tsx";
import { isSectionName, SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { AdminSection } from "#app/features/content/admin/api.ts";
import { ContentScreen } from "#app/features/content/admin/content-screen.tsx";
import { forAdmin } from "#app/features/content/api.server.ts";
import { sectionAction } from "#app/features/content/section-action.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { pageData } from "#app/platform/admin-page.server.ts";
import { answerForm } from "#app/platform/form-post.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import type { Route } from "./+types/content";

function sectionIn(url: string): SectionName {
  const asked = new URL(url).searchParams.get("afsnit") ?? "";
  return isSectionName(asked) ? asked : "contact";
}

/** Every section as saved (with the operator's locked fields); `?afsnit=faq` picks the form. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireStaff(request);
  const stored = await storedContent();
  const sections = Object.fromEntries(
    SECTION_NAMES.map((name) => [name, forAdmin(name, stored[name]) as AdminSection]),
  ) as Record<SectionName, AdminSection>;
  return pageData(request, { section: sectionIn(request.url), sections });
}

/**
 * The section's form, posted (docs/admin.md#the-centers-content): saved, refused, merged, edited or
 * restored.
 */
export async function action({ request }: Route.ActionArgs) {
  const section = sectionIn(request.url);
  return answerForm(request, `/admin/indhold?afsnit=${section}`, async () =>
    sectionAction(request, section, await requireStaff(request)),
  );
}

export const { clientAction, shouldRevalidate, handle, meta } = formPageExports("indhold");

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export default formPage<Route.ComponentProps>(ContentScreen);
