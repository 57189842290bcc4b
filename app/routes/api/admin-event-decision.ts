import { eventNotFound } from "#app/features/events/admin-api.server.ts";
import { findEvent } from "#app/features/events/queries.server.ts";
import { cancelInput } from "#app/features/events/schema.ts";
import { staffCancelEvent, staffRestoreEvent } from "#app/features/events/staff.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event-decision";

export const loader = writesOnly("POST");

/**
 * POST /api/admin/events/:id/restore → the event back from the trash as it was;
 * POST /api/admin/events/:id/cancel `{ message }` → the event, cancelled, and the message mailed
 * to everyone confirmed or waitlisted.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "POST", async (session) => {
    const actor = session.user.email;
    if (params.decision === "restore") {
      const restored = await staffRestoreEvent(actor, params.id);
      if (!restored) return eventNotFound();
    } else if (params.decision === "cancel") {
      const { message } = await readChecked(request, cancelInput);
      const result = await staffCancelEvent(actor, params.id, message);
      if (result.kind === "not-found") return eventNotFound();
    } else {
      return eventNotFound();
    }
    return privateJson(await findEvent(database().db, params.id));
  });
}
