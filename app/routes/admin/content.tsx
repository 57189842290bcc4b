import { data } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { isSectionName, SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { AdminSection } from "#app/features/content/admin/api.ts";
import { ContentScreen } from "#app/features/content/admin/content-screen.tsx";
import { forAdmin } from "#app/features/content/api.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import type { RouteHandle } from "#app/lib/site.ts";
import { requireAdmin } from "#app/platform/guards.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import type { Route } from "./+types/content";

/** Every section as saved (with the operator's locked fields); `?afsnit=faq` picks the form. */
export async function loader({ request }: Route.LoaderArgs) {
  // The guard comes first: a visitor who is not an admin gets the redirect and nothing else.
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("afsnit") ?? "";
  const section: SectionName = isSectionName(asked) ? asked : "contact";
  const stored = await storedContent();
  const sections = Object.fromEntries(
    SECTION_NAMES.map((name) => [name, forAdmin(name, stored[name]) as AdminSection]),
  ) as Record<SectionName, AdminSection>;
  return data({ section, sections }, { headers: NO_STORE_HEADERS });
}

/** Runs React in the browser (see `RouteHandle` in lib/site.ts). */
export const handle: RouteHandle = { hydrate: true };

export const headers: Route.HeadersFunction = () => NO_STORE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Admin – indhold" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentScreen section={loaderData.section} sections={loaderData.sections} />
      <Toaster />
    </>
  );
}
