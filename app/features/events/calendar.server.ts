import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { calendarCopy, eventsPage } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { type Event, eventTexts } from "./event.ts";

/**
 * Events as iCalendar (RFC 5545; docs/api.md#the-calendar-feeds), made by ical-generator, which
 * folds lines at 75 octets, escapes text and ends lines with CRLF. Each event keeps one UID for
 * life, so a calendar that subscribed replaces its copy when SEQUENCE rises (a new time, a
 * cancellation) instead of adding a second one. Times are Copenhagen wall-clock times with the
 * zone's VTIMEZONE.
 */

const ZONE = "Europe/Copenhagen";

export type CalendarSite = {
  /** SITE_URL: the events' links and the UIDs' host. */
  origin: string;
  /** The center's name and address, as the contact content (and the operator) say. */
  name: string;
  address: string;
};

/**
 * The zone's VTIMEZONE. The time-zone database made Europe/Copenhagen a link to Europe/Berlin in
 * 2022 (the same rules since 1980), so the library answers with Berlin's; it is named as ours.
 */
function vtimezone(zone: string): string {
  const [block] = tzlib_get_ical_block(zone) as string[];
  if (!block) throw new Error(`no VTIMEZONE for ${zone}`);
  return block.replace(/^(TZID|X-LIC-LOCATION):.*$/gm, `$1:${zone}`);
}

/** The UID an event keeps for life: its id never changes, its title and slug may. */
function eventUid(event: Pick<Event, "id">, origin: string): string {
  return `event-${event.id}@${new URL(origin).hostname}`;
}

function description(event: Event, lang: Lang): string {
  const text = eventTexts(event, lang).description.text;
  if (event.status !== "cancelled") return text;
  const words = calendarCopy[lang];
  const notice = event.cancel_message ? words.cancelledWith(event.cancel_message) : words.cancelled;
  return text ? `${notice}\n\n${text}` : notice;
}

/**
 * A calendar of `events` (the feed, or one event's file), in `lang`: its texts and links
 * (docs/pages.md#english; an English text staff left empty is the Danish).
 */
export function eventsCalendar(events: Event[], site: CalendarSite, lang: Lang = "da"): string {
  const words = calendarCopy[lang];
  const calendar = new ICalCalendar({
    prodId: { company: site.name, product: words.product, language: words.language },
    name: words.name(site.name),
    // Without a calendar-wide zone, DTSTAMP and LAST-MODIFIED are written in UTC, as the RFC wants.
    timezone: { name: null, generator: vtimezone },
  });
  for (const event of events) {
    calendar.createEvent({
      id: eventUid(event, site.origin),
      sequence: event.sequence,
      // Without METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2): a feed
      // downloaded twice is the same file.
      stamp: new Date(event.updated_at),
      created: new Date(event.created_at),
      lastModified: new Date(event.updated_at),
      start: new TZDate(event.starts_at, ZONE),
      end: new TZDate(event.ends_at, ZONE),
      timezone: ZONE,
      summary: eventTexts(event, lang).title.text,
      description: description(event, lang) || null,
      location: site.address,
      url: `${site.origin}${eventPath(event.slug, lang)}`,
      categories: [{ name: eventsPage[lang].kinds[event.kind] }],
      status: event.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // The library leaves the last line without its CRLF; RFC 5545 ends every line with one.
  return `${calendar.toString()}\r\n`;
}
