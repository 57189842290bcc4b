/** Navigation, footer and opening hours (docs/pages.md#the-frame-every-page-shares). */

import type { Lang } from "./language.ts";
import { pagePaths } from "./public-paths.ts";

/** Each link's name in both languages. */
const LABELS = {
  home: { da: "Hjem", en: "Home" },
  services: { da: "Afdelinger", en: "Departments" },
  nightGaming: { da: "Night gaming", en: "Night gaming" },
  booking: { da: "Booking", en: "Booking" },
  events: { da: "Begivenheder", en: "Events" },
  submitTestimonial: { da: "Skriv en anmeldelse", en: "Write a review" },
  privacy: { da: "Privatlivspolitik", en: "Privacy policy" },
  terms: { da: "Vilkår og husregler", en: "Terms and house rules" },
} as const satisfies Record<string, Record<Lang, string>>;

type LinkKey = keyof typeof LABELS;

const linksIn = (lang: Lang, keys: readonly LinkKey[]) =>
  keys.map((key) => ({ to: pagePaths(lang)[key], label: LABELS[key][lang] }));

const NAV: readonly LinkKey[] = ["home", "services", "nightGaming", "booking"];

/** The header's navigation in one language. */
export const navLinks = (lang: Lang) => linksIn(lang, NAV);

/** The footer's shortcuts: the navigation, the dated events and the testimonial form. */
export const footerLinks = (lang: Lang) => linksIn(lang, [...NAV, "events", "submitTestimonial"]);

export const legalLinks = (lang: Lang) => linksIn(lang, ["privacy", "terms"]);

/**
 * The language switch (docs/pages.md#english): on a Danish page `English`, on an English page
 * `Dansk`, each named in its own language.
 */
export const LANGUAGE_SWITCH = {
  da: { lang: "en", label: "English" },
  en: { lang: "da", label: "Dansk" },
} as const satisfies Record<Lang, { lang: Lang; label: string }>;

/** schema.org's opening hours for a center that never closes: all seven days, 00:00-23:59. */
export const openingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  opens: "00:00",
  closes: "23:59",
} as const;
