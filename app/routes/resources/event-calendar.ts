import { calendarResponse } from "#app/features/events/calendar-response.server.ts";
import { findPublicEvent } from "#app/features/events/queries.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event-calendar";

/** GET /begivenheder/SLUG.ics: the one event, for "Tilføj til kalender" and the e-mails. */
export function loader({ params }: Route.LoaderArgs) {
  return calendarResponse(params.slug, async () => {
    const event = /^[a-z0-9-]{1,80}$/.test(params.slug)
      ? await findPublicEvent(database().db, params.slug)
      : undefined;
    return event ? [event] : undefined;
  });
}
