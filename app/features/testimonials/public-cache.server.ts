import { setTimeout as sleep } from "node:timers/promises";
import { database } from "../../db/database.server.ts";
import { notifyContentChanged } from "../../server/content-events.server.ts";
import { listPublic } from "./queries.server.ts";
import type { PublicTestimonials } from "./schema.ts";

/**
 * The public testimonials, cached in memory: every page view and `GET /api/testimonials` would
 * otherwise run the same two queries. Every admin write calls `invalidatePublicTestimonials()`;
 * the short lifetime bounds staleness when several instances share one PostgreSQL database.
 */

export const PUBLIC_CACHE_MS = 5_000;

let cached: { value: Promise<PublicTestimonials>; expires: number } | undefined;
let generation = 0;

export function cachedPublicTestimonials(): Promise<PublicTestimonials> {
  if (cached && cached.expires > Date.now()) return cached.value;
  const started = generation;
  const value = Promise.resolve().then(() => listPublic(database().db));
  const entry = { value, expires: Date.now() + PUBLIC_CACHE_MS };
  cached = entry;
  value.catch(() => {
    // A failure is not remembered: the next visitor tries the database again.
    if (cached === entry) cached = undefined;
  });
  // A write during the query makes this result stale before it arrives.
  value.then(
    () => {
      if (generation !== started && cached === entry) cached = undefined;
    },
    () => undefined,
  );
  return value;
}

export function invalidatePublicTestimonials(): void {
  generation += 1;
  cached = undefined;
  // Pages rendered from the old data (the Node server's page cache) go too.
  notifyContentChanged();
}

/**
 * For pages: never rejects. A failure is logged and becomes the empty state (no testimonials,
 * average 0), so the page around it still renders with status 200 (spec §8).
 */
export function publicTestimonialsForPage(): Promise<PublicTestimonials> {
  return cachedPublicTestimonials().catch((error: unknown) => {
    console.error(
      "Home testimonials could not be loaded:",
      error instanceof Error ? error.message : error,
    );
    // A page rendered from this fallback must not be kept in the page cache.
    notifyContentChanged();
    return { testimonials: [], average: 0, count: 0 };
  });
}

/** How long a page waits for its testimonials before streaming them in behind the skeleton. */
export const PAGE_DATA_WAIT_MS = 100;

/**
 * The home page's loader data: the testimonials themselves when they arrive within `waitMs`
 * (cached, or one quick query: the page is then complete, with nothing to swap in later), else
 * the pending promise, which the page streams in behind the loading skeleton.
 */
export async function homeTestimonials(waitMs = PAGE_DATA_WAIT_MS): Promise<{
  testimonials: PublicTestimonials | Promise<PublicTestimonials>;
}> {
  const pending = publicTestimonialsForPage();
  const wait = new AbortController();
  const late = sleep(waitMs, undefined, { signal: wait.signal }).catch(() => undefined);
  const arrived = await Promise.race([pending.then((value) => ({ value })), late]);
  wait.abort();
  return { testimonials: arrived ? arrived.value : pending };
}
