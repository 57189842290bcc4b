import { setTimeout as sleep } from "node:timers/promises";
import { contentVersion, markContentStale } from "#app/platform/content-events.server.ts";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { listPublic } from "./queries.server.ts";
import type { PageTestimonials, PublicTestimonials } from "./schema.ts";

/**
 * The public testimonials, cached in memory: every page view and `GET /api/testimonials` would
 * otherwise run the same two queries. The copy belongs to one content version
 * (`content-events.server.ts`): any write, here or on another instance, makes the next reader
 * query again (staff's writes move it in `staff.server.ts`).
 */

let cached: { value: Promise<PublicTestimonials>; version: number } | undefined;

export function cachedPublicTestimonials(): Promise<PublicTestimonials> {
  const version = contentVersion();
  if (cached?.version === version) return cached.value;
  const value = Promise.resolve().then(() => listPublic(database().db));
  const entry = { value, version };
  cached = entry;
  // A failure is not remembered: the next visitor tries the database again.
  value.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return value;
}

/**
 * For pages: never rejects. A failure is logged and becomes the empty state (no testimonials,
 * average 0), so the page around it still renders with status 200 (docs/pages.md#the-home-page).
 */
function publicTestimonialsForPage(): Promise<PageTestimonials> {
  return cachedPublicTestimonials().catch((error: unknown) => {
    log.error(errorFields(error), "home testimonials could not be loaded");
    // A page rendered from this fallback must not be kept by the response cache.
    markContentStale();
    return { testimonials: [], average: 0, count: 0, unavailable: true as const };
  });
}

/** How long a page waits for its testimonials before streaming them in behind the skeleton. */
const PAGE_DATA_WAIT_MS = 100;

/**
 * The home page's loader data: the testimonials themselves when they arrive within `waitMs`
 * (cached, or one quick query: the page is then complete, with nothing to swap in later), else
 * the pending promise, which the page streams in behind the loading skeleton.
 */
export async function homeTestimonials(waitMs = PAGE_DATA_WAIT_MS): Promise<{
  testimonials: PageTestimonials | Promise<PageTestimonials>;
}> {
  const pending = publicTestimonialsForPage();
  const wait = new AbortController();
  const late = sleep(waitMs, undefined, { signal: wait.signal }).catch(() => undefined);
  const arrived = await Promise.race([pending.then((value) => ({ value })), late]);
  wait.abort();
  return { testimonials: arrived ? arrived.value : pending };
}
