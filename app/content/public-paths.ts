import { ENGLISH_PREFIX, type Lang, langOf } from "./language.ts";

/**
 * The public pages' addresses in both languages (docs/pages.md#addresses, docs/pages.md#english),
 * written once: the routes, navigation and links, each page's canonical URL and `hreflang`
 * alternates, the language switch, the sitemap, the bench and the browser tests import them.
 */
export const PAGES = {
  home: { da: "/", en: ENGLISH_PREFIX },
  services: { da: "/services", en: "/en/services" },
  /** Night Gaming keeps the original site's address. */
  nightGaming: { da: "/references", en: "/en/night-gaming" },
  booking: { da: "/booking", en: "/en/booking" },
  /**
   * Dated events that visitors sign up for (docs/admin.md#events); each at `/begivenheder/SLUG`.
   */
  events: { da: "/begivenheder", en: "/en/events" },
  /** The visitors' testimonial form (docs/admin.md#reviews-from-guests). */
  submitTestimonial: { da: "/anmeldelse", en: "/en/review" },
  privacy: { da: "/privatliv", en: "/en/privacy" },
  terms: { da: "/vilkaar", en: "/en/terms" },
} as const satisfies Record<string, Record<Lang, string>>;

export type PageKey = keyof typeof PAGES;
type PathsIn<L extends Lang> = { readonly [K in PageKey]: (typeof PAGES)[K][L] };

function pathsIn<L extends Lang>(lang: L): PathsIn<L> {
  const entries = Object.entries(PAGES).map(([key, paths]) => [key, paths[lang]]);
  return Object.fromEntries(entries) as PathsIn<L>;
}

/** The Danish pages' addresses. */
export const PAGE_PATHS = pathsIn("da");
/** The English pages' addresses. */
export const ENGLISH_PAGE_PATHS = pathsIn("en");
/** Each page's address in one language. */
export const pagePaths = (lang: Lang) => (lang === "en" ? ENGLISH_PAGE_PATHS : PAGE_PATHS);

export type PublicPath = (typeof PAGES)[PageKey][Lang];

/** Every public page in both languages, in the sitemap's order. Admin, auth and API stay out. */
export const PUBLIC_PAGES: readonly Record<Lang, PublicPath>[] = Object.values(PAGES);
/** Every public page's Danish address. */
export const PUBLIC_PATHS: readonly (typeof PAGE_PATHS)[PageKey][] = Object.values(PAGE_PATHS);

/**
 * The last part of a tournament's big screen's address, `/begivenheder/SLUG/storskaerm`
 * (docs/pages.md, "The big screen"): kept out of the sitemap (noindex).
 */
export const BIG_SCREEN_SEGMENTS = { da: "storskaerm", en: "big-screen" } as const;
export const BIG_SCREEN_SEGMENT = BIG_SCREEN_SEGMENTS.da;

/** A registration's page, at `/tilmelding/TOKEN` from the mailed link: one person's, never kept. */
export const REGISTRATION_PATHS = { da: "/tilmelding", en: "/en/registration" } as const;

/** An event's own page (docs/api.md#event-sign-up-and-calendar-feeds). */
export function eventPath(slug: string, lang: Lang = "da"): string {
  return `${PAGES.events[lang]}/${slug}`;
}

/** A tournament's big screen for the venue's TV. */
export function bigScreenPath(slug: string, lang: Lang = "da"): string {
  return `${eventPath(slug, lang)}/${BIG_SCREEN_SEGMENTS[lang]}`;
}

/** One guest's registration page, from the mailed link. */
export function registrationPath(token: string, lang: Lang = "da"): string {
  return `${REGISTRATION_PATHS[lang]}/${token}`;
}

/**
 * The last part of the address a page showing a tournament's bracket follows it at, as
 * server-sent events (docs/pages.md, "The live bracket"); one address for both languages.
 */
export const LIVE_SEGMENT = "live";

export const liveAddress = (slug: string) => `${eventPath(slug)}/${LIVE_SEGMENT}`;

/**
 * The same page in the other language (the language switch, `hreflang`): a page of the table, an
 * event's page, its big screen or calendar, a registration; any other address leads to the other
 * language's home page. Only the path: the switch keeps the `#anchor` in the browser.
 */
export function twinPath(pathname: string): string {
  const from = langOf(pathname);
  const to: Lang = from === "da" ? "en" : "da";
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const paths of Object.values(PAGES)) if (paths[from] === path) return paths[to];
  const events = `${PAGES.events[from]}`;
  if (path === `${events}.ics`) return `${PAGES.events[to]}.ics`;
  if (path.startsWith(`${events}/`)) {
    const [slug, rest] = path.slice(events.length + 1).split("/");
    if (slug && rest === undefined) return `${PAGES.events[to]}/${slug}`;
    if (slug && rest === BIG_SCREEN_SEGMENTS[from]) return bigScreenPath(slug, to);
  }
  if (path.startsWith(`${REGISTRATION_PATHS[from]}/`)) {
    return `${REGISTRATION_PATHS[to]}${path.slice(REGISTRATION_PATHS[from].length)}`;
  }
  return PAGES.home[to];
}
