import { langOf } from "#app/content/language.ts";
import { calendarResponse } from "#app/features/events/calendar-response.server.ts";
import { findPublicEvent } from "#app/features/events/queries.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event-calendar";

/**
 * GET /begivenheder/SLUG.ics: the one event, for "Tilføj til kalender" and the e-mails;
 * `/en/events/SLUG.ics` in English.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOf(new URL(request.url).pathname);
  const load = async () => {
    const event = /^[a-z0-9-]{1,80}$/.test(params.slug)
      ? await findPublicEvent(database().db, params.slug)
      : undefined;
    return event ? [event] : undefined;
  };
  return calendarResponse(params.slug, load, lang);
}
