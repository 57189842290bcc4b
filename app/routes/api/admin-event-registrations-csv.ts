import { eventNotFound } from "#app/features/events/admin-api.server.ts";
import { findEvent } from "#app/features/events/queries.server.ts";
import { listRegistrations } from "#app/features/events/registrations.server.ts";
import { registrationsCsv, registrationsFileName } from "#app/features/events/registrations-csv.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { adminRead } from "#app/platform/admin-api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event-registrations-csv";

/** GET /api/admin/events/:id/registrations.csv: the list for Danish Excel, as a download. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const db = database().db;
    const event = await findEvent(db, params.id);
    if (!event) return eventNotFound();
    const csv = registrationsCsv(await listRegistrations(db, params.id));
    return new Response(csv, {
      headers: {
        ...NO_STORE_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${registrationsFileName(event.slug)}"`,
      },
    });
  });
}
