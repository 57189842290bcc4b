/** Copy of the home page's testimonials block, in both languages. */

import { bilingual, type Copy } from "./language.ts";

const da = {
  eyebrow: "Anmeldelser",
  heading: "Det siger vores gæster",
  loading: "Indlæser anmeldelser…",
  empty: "Der er ingen anmeldelser endnu.",
  /** After the average: `4,8 ud af 5 · 12 anmeldelser`. */
  outOf: (max: number) => `ud af ${max}`,
  count: (count: number, formatted: string) =>
    count === 1 ? "1 anmeldelse" : `${formatted} anmeldelser`,
  /** With no approved testimonials the block asks for the first one instead of showing 0. */
  first: "Bliv den første til at anmelde os",
  firstText: "Har du spillet hos os? Fortæl andre gæster, hvordan det var.",
  write: "Skriv en anmeldelse",
  /** Markedsføringsloven § 6b: say how testimonials are collected, checked and chosen. */
  note: "Anmeldelserne er skrevet af vores gæster. En medarbejder læser hver anmeldelse, før den bliver vist, og fjerner kun spam, stødende indhold og personoplysninger – aldrig en anmeldelse, fordi den er negativ. Vi viser fremhævede anmeldelser først og derefter de nyeste; gennemsnittet dækker alle godkendte anmeldelser.",
} as const;

const en: Copy<typeof da> = {
  eyebrow: "Reviews",
  heading: "What our guests say",
  loading: "Loading reviews…",
  empty: "There are no reviews yet.",
  outOf: (max) => `out of ${max}`,
  count: (count, formatted) => (count === 1 ? "1 review" : `${formatted} reviews`),
  first: "Be the first to review us",
  firstText: "Have you played here? Tell other guests what it was like.",
  write: "Write a review",
  note: "Our guests write these reviews. A member of staff reads each one before it is shown and removes only spam, offensive content and personal data – never a review because it is negative. Featured reviews come first, then the newest; the average covers every approved review.",
};

export const testimonialsCopy = bilingual(da, en);
