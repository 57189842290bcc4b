import { calendarCopy } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
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
 * undefined for 404; `lang` the feed's language (`/en/events.ics`, docs/pages.md#english).
 */
export async function calendarResponse(
  filename: string,
  load: () => Promise<Event[] | undefined>,
  lang: Lang = "da",
): Promise<Response> {
  const words = calendarCopy[lang];
  let events: Event[] | undefined;
  try {
    events = await load();
  } catch (error) {
    log.error(errorFields(error), "calendar feed failed");
    // Nothing of this answer may be kept.
    markContentStale();
    return new Response(words.unavailable, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "30",
        ...NO_STORE_HEADERS,
      },
    });
  }
  if (!events) {
    return new Response(words.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE_HEADERS },
    });
  }
  const { contact } = await siteContent();
  const site = { origin: settings().SITE_URL, name: contact.name, address: contact.address };
  return new Response(eventsCalendar(events, site, lang), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename}.ics"`,
      "Cache-Control": PUBLIC_SHARED,
    },
  });
}
