import { expectedVersion, savedAnswer, sectionOf } from "#app/features/content/api.server.ts";
import {
  apiResponse,
  assertSameOrigin,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "#app/platform/api.server.ts";
import { restoreVersion } from "#app/platform/content-store.server.ts";
import { database } from "#app/platform/database.server.ts";
import { requireAdmin } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/admin-content-restore";

/** GET (and HEAD) of a path that only takes POST: 405 with `Allow`, after the guard. */
export function loader({ request }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    return methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/content/:name/versions/:version/restore `{ version: current }`: the old
 * version's value saved as the newest version (the history keeps both).
 */
export function action({ request, params }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    const session = await requireAdmin(request);
    if (request.method !== "POST") return methodNotAllowed("POST");
    const section = sectionOf(params.name);
    const number = Number(params.version);
    if (!Number.isInteger(number)) return jsonError(404, "Versionen findes ikke.");
    const current = expectedVersion(await readJsonBody(request));
    const result = await restoreVersion(
      database().db,
      section,
      number,
      current,
      session.user.email,
    );
    return savedAnswer(section, result);
  });
}
