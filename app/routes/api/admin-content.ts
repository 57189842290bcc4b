import { SECTION_NAMES } from "#app/content/sections.ts";
import { forAdmin } from "#app/features/content/api.server.ts";
import { adminRead } from "#app/platform/admin-api.server.ts";
import { privateJson } from "#app/platform/api.server.ts";
import { storedContent } from "#app/platform/site-content.server.ts";
import type { Route } from "./+types/admin-content";

/** GET /api/admin/content: every section as saved, its version, who saved it and what is locked. */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const stored = await storedContent();
    const sections = Object.fromEntries(
      SECTION_NAMES.map((name) => [name, forAdmin(name, stored[name])]),
    );
    return privateJson({ sections });
  });
}
