import { expectedVersion, savedAnswer, sectionOf } from "#app/features/content/api.server.ts";
import { restoreSectionBy } from "#app/features/content/save.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { jsonError, readJsonBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-content-restore";

export const loader = writesOnly("POST");

/**
 * POST /api/admin/content/:name/versions/:version/restore `{ version: current }`: the old
 * version's value saved as the newest version (the history keeps both).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "POST", async (session) => {
    const section = sectionOf(params.name);
    const number = Number(params.version);
    if (!Number.isInteger(number)) return jsonError(404, "Versionen findes ikke.");
    const current = expectedVersion(await readJsonBody(request));
    const result = await restoreSectionBy(
      database().db,
      section,
      number,
      current,
      session.user.email,
    );
    return savedAnswer(section, result);
  });
}
