import { NO_STORE_HEADERS, PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { markContentStale } from "#app/platform/content-events.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { siteContent } from "#app/platform/site-content.server.ts";
import { eventsCalendar } from "./calendar.server.ts";
import type { Event } from "./event.ts";

/**
 * A calendar file as the public gets it: `text/calendar`, cached like the public pages (kept per
 * content version, a shared cache at most 2 s behind); LOCATION is the center's address as
 * visitors see it. `filename` names the download (`.ics` added); `load` gives the events, or
 * undefined for 404.
 */
export async function calendarResponse(
  filename: string,
  load: () => Promise<Event[] | undefined>,
): Promise<Response> {
  let events: Event[] | undefined;
  try {
    events = await load();
  } catch (error) {
    log.error(errorFields(error), "calendar feed failed");
    // Nothing of this answer may be kept.
    markContentStale();
    return new Response("Kalenderen kan ikke hentes lige nu.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "30",
        ...NO_STORE_HEADERS,
      },
    });
  }
  if (!events) {
    return new Response("Begivenheden findes ikke.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE_HEADERS },
    });
  }
  const { contact } = await siteContent();
  const site = { origin: settings().SITE_URL, name: contact.name, address: contact.address };
  return new Response(eventsCalendar(events, site), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename}.ics"`,
      "Cache-Control": PUBLIC_SHARED,
    },
  });
}
