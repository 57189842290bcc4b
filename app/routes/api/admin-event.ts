import { eventNotFound, readDeleteMessage } from "#app/features/events/admin-api.server.ts";
import { findEvent } from "#app/features/events/queries.server.ts";
import { eventUpdate, MESSAGE_NEEDED } from "#app/features/events/schema.ts";
import { staffDeleteEvent, staffUpdateEvent } from "#app/features/events/staff.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { rowLoader } from "#app/platform/admin-api-routes.server.ts";
import { invalidFields, jsonError, privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event";

/** GET /api/admin/events/:id: the event as it is now, with its seat counts. */
export const loader = rowLoader(findEvent, eventNotFound);

/**
 * PUT (with the `version` it was made from; stale → 409 with the newest) and DELETE (into the
 * trash, 204; an event with guests to tell wants `{ "message" }` for them, else 400)
 * /api/admin/events/:id.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "GET, PUT, DELETE", async (session) => {
    const actor = session.user.email;
    if (request.method === "DELETE") {
      const deleted = await staffDeleteEvent(actor, params.id, await readDeleteMessage(request));
      if (deleted.kind === "not-found") return eventNotFound();
      if (deleted.kind === "message-needed") return invalidFields({ message: MESSAGE_NEEDED });
      return new Response(null, { status: 204 });
    }
    const input = await readChecked(request, eventUpdate);
    const result = await staffUpdateEvent(actor, params.id, input);
    if (result.kind === "not-found") return eventNotFound();
    if (result.kind === "stale") {
      return jsonError(409, "Begivenheden er ændret af en anden. Hent den igen, og prøv igen.", {
        version: result.current.version,
      });
    }
    return privateJson(await findEvent(database().db, params.id));
  });
}
