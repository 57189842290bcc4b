import { purgeFromTrash } from "#app/features/trash/purge.server.ts";
import { isTrashType } from "#app/features/trash/trash.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { jsonError } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-trash-item";

/** Only DELETE: the item itself is read in the trash's list. */
export const loader = writesOnly("DELETE");

/**
 * DELETE /api/admin/trash/:type/:id (admin and staff, as the trash): `testimonial` or `event` out
 * of the trash for good → 204, with its audit entry; an event's registrations go with it. 404
 * when it is not in the trash (never was, restored, purged already, or still live).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "DELETE", async (session) => {
    const type = params.type;
    const purged = isTrashType(type)
      ? await purgeFromTrash(database().db, session.user.email, type, params.id.slice(0, 100))
      : null;
    if (!purged) return jsonError(404, "Det findes ikke i papirkurven.");
    return new Response(null, { status: 204 });
  });
}
