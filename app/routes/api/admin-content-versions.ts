import { sectionOf } from "#app/features/content/api.server.ts";
import { versionHistory } from "#app/features/content/history.server.ts";
import { adminRead } from "#app/platform/admin-api.server.ts";
import { jsonError, privateJson } from "#app/platform/api.server.ts";
import { findVersion } from "#app/platform/content-store.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-content-versions";

/**
 * GET /api/admin/content/:name/versions: the section's history, newest first, each version with
 * a line on what it did. With `/:version`: that version's value (to see what changed since).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const section = sectionOf(params.name);
    if (params.version === undefined) {
      return privateJson({ versions: await versionHistory(database().db, section) });
    }
    const number = Number(params.version);
    const found = Number.isInteger(number)
      ? await findVersion(database().db, section, number)
      : undefined;
    return found ? privateJson(found) : jsonError(404, "Versionen findes ikke.");
  });
}
