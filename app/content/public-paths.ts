/**
 * The public pages' addresses (docs/pages.md#addresses), written once: the routes, navigation and
 * links, each page's canonical URL, the sitemap, the bench and the browser tests import them.
 */
export const PAGE_PATHS = {
  home: "/",
  services: "/services",
  /** Night Gaming keeps the original site's address. */
  nightGaming: "/references",
  booking: "/booking",
  /**
   * Dated events that visitors sign up for (docs/admin.md#events); each at `/begivenheder/SLUG`.
   */
  events: "/begivenheder",
  /** The visitors' testimonial form (docs/admin.md#reviews-from-guests). */
  submitTestimonial: "/anmeldelse",
  privacy: "/privatliv",
  terms: "/vilkaar",
} as const;

export type PublicPath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** Every public page, in the sitemap's order. Admin, auth and API stay out. */
export const PUBLIC_PATHS: readonly PublicPath[] = Object.values(PAGE_PATHS);

/** An event's own page (docs/api.md#event-sign-up-and-calendar-feeds). */
export function eventPath(slug: string): string {
  return `${PAGE_PATHS.events}/${slug}`;
}

/**
 * The last part of a tournament's big screen's address, `/begivenheder/SLUG/storskaerm`
 * (docs/pages.md, "The big screen"): kept out of the sitemap (noindex).
 */
export const BIG_SCREEN_SEGMENT = "storskaerm";

/**
 * The last part of the address a page showing a tournament's bracket follows it at, as
 * server-sent events (docs/pages.md, "The live bracket").
 */
export const LIVE_SEGMENT = "live";

export const liveAddress = (slug: string) => `${eventPath(slug)}/${LIVE_SEGMENT}`;

/** A registration's page, at `/tilmelding/TOKEN` from the mailed link: one person's, never kept. */
export const REGISTRATION_PATH = "/tilmelding";
