/** Copy of the home page's testimonials block. */
export const testimonialsCopy = {
  eyebrow: "Anmeldelser",
  heading: "Det siger vores gæster",
  loading: "Indlæser anmeldelser…",
  empty: "Der er ingen anmeldelser endnu.",
  /** Markedsføringsloven § 6b: say how reviews are collected and chosen. */
  note: "Anmeldelserne er skrevet af gæster, der har besøgt centret, og lagt ind af vores personale. Vi viser fremhævede anmeldelser først og derefter de nyeste; gennemsnittet dækker alle aktive anmeldelser.",
} as const;
