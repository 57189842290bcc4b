import { calendarResponse } from "#app/features/events/calendar-response.server.ts";
import { feedEvents } from "#app/features/events/queries.server.ts";
import { database } from "#app/platform/database.server.ts";

/**
 * GET /begivenheder.ics: coming events and those of the last 30 days
 * (docs/api.md#the-calendar-feeds).
 */
export function loader() {
  return calendarResponse("begivenheder", async () => feedEvents(database().db));
}
