import { calendarCopy } from "#app/content/events-page.ts";
import { langOf } from "#app/content/language.ts";
import { calendarResponse } from "#app/features/events/calendar-response.server.ts";
import { feedEvents } from "#app/features/events/queries.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/events-calendar";

/**
 * GET /begivenheder.ics: coming events and those of the last 30 days
 * (docs/api.md#the-calendar-feeds); `/en/events.ics` the same in English.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const load = async () => feedEvents(database().db);
  return calendarResponse(calendarCopy[lang].filename, load, lang);
}
