import { listAdminEvents } from "#app/features/events/queries.server.ts";
import { eventInput } from "#app/features/events/schema.ts";
import { staffCreateEvent } from "#app/features/events/staff.server.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-events";

/** GET /api/admin/events: every event outside the trash with its seat counts, soonest first. */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () =>
    privateJson({ events: await listAdminEvents(database().db) }),
  );
}

/** POST /api/admin/events: 201 and the event; 400 with the errors by field. */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(request, "GET, POST", async (session) => {
    const input = await readChecked(request, eventInput);
    return privateJson(await staffCreateEvent(session.user.email, input), 201);
  });
}
