import { setTimeout as sleep } from "node:timers/promises";
import type { Lang } from "#app/content/language.ts";
import { markContentStale, markContentStaleAt } from "#app/platform/content-events.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { siteContent } from "#app/platform/site-content.server.ts";
import type { EventWithCounts } from "./event.ts";
import { nextChange } from "./public-status.ts";
import { findPublicEvent, listPublicEvents } from "./queries.server.ts";
import { type EventHost, eventJsonLd } from "./structured-data.ts";

/**
 * The public event pages' data (docs/api.md#event-sign-up-and-calendar-feeds). Pages are kept per
 * content version (server/response-cache.ts): a sign-up or cancellation publishes a change, and a
 * page showing events is let go at the next moment one of them reads differently by itself (sign-up
 * closes, it starts, it ends), so a kept copy never shows an open form after its time.
 */

/** Kept copies of pages showing `events` go when the first of them changes by the clock. */
function expireWith(events: EventWithCounts[], now: Date): void {
  const at = nextChange(events, now);
  if (at) markContentStaleAt(at, now.getTime());
}

/** Past events `/begivenheder` shows under `Tidligere`: the latest. */
const PAST_SHOWN = 12;

/** `/begivenheder`: coming events soonest first, the latest past ones. */
export async function eventsListing(now = new Date()) {
  const { upcoming, past } = await listPublicEvents(database().db, now);
  expireWith(upcoming, now);
  return { upcoming, past: past.slice(0, PAST_SHOWN) };
}

/**
 * Every public event page for the sitemap, with its last change. Without the database the
 * sitemap names the site's own pages only, and is not kept.
 */
export async function sitemapEvents(): Promise<{ slug: string; updated_at: string }[]> {
  try {
    const { upcoming, past } = await listPublicEvents(database().db);
    return [...upcoming, ...past].map(({ slug, updated_at }) => ({ slug, updated_at }));
  } catch (error) {
    log.error(errorFields(error), "sitemap events could not be loaded");
    markContentStale();
    return [];
  }
}

/** How many dated events the home page shows beside the event types. */
const HOME_EVENTS = 3;
/** The home page does not wait longer than this for them (a slow database). */
const HOME_WAIT_MS = 1_500;

/**
 * The next scheduled events for the home page. Never rejects: without the database the home
 * page shows none, logs it, and is not kept (as its testimonials: docs/pages.md#the-home-page).
 */
export async function homeEvents(now = new Date()): Promise<EventWithCounts[]> {
  const wait = new AbortController();
  const late = sleep(HOME_WAIT_MS, undefined, { signal: wait.signal }).then(() => {
    throw new Error(`no answer within ${HOME_WAIT_MS} ms`);
  });
  try {
    const { upcoming } = await Promise.race([listPublicEvents(database().db, now), late]);
    const next = upcoming.filter((event) => event.status === "scheduled").slice(0, HOME_EVENTS);
    expireWith(next, now);
    return next;
  } catch (error) {
    log.error(errorFields(error), "home events could not be loaded");
    markContentStale();
    return [];
  } finally {
    wait.abort();
    late.catch(() => undefined);
  }
}

/** The center as host of its events: name and address as visitors see them. */
async function eventHost(): Promise<EventHost> {
  const { contact } = await siteContent();
  return { origin: settings().SITE_URL, name: contact.name, address: contact.address };
}

/** Slugs as the store makes them (slug.ts): anything else is not looked up. */
export const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * `/begivenheder/SLUG`: the event with its seats and JSON-LD (in the page's language), or
 * undefined (a draft, in the trash, unknown).
 */
export async function eventView(slug: string, now = new Date(), lang: Lang = "da") {
  if (!SLUG.test(slug)) return undefined;
  const event = await findPublicEvent(database().db, slug);
  if (!event) return undefined;
  expireWith([event], now);
  const host = await eventHost();
  return { event, jsonLd: eventJsonLd(event, host, now, lang) };
}
