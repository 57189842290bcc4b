import { eventNotFound, registrationJson } from "#app/features/events/admin-api.server.ts";
import { findEvent } from "#app/features/events/queries.server.ts";
import { listRegistrations } from "#app/features/events/registrations.server.ts";
import { adminRead } from "#app/platform/admin-api.server.ts";
import { privateJson } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event-registrations";

/**
 * GET /api/admin/events/:id/registrations: confirmed in order of arrival, then the waitlist by
 * place, then the cancelled.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const db = database().db;
    if (!(await findEvent(db, params.id))) return eventNotFound();
    const registrations = (await listRegistrations(db, params.id)).map(registrationJson);
    return privateJson({ registrations });
  });
}
