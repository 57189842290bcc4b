/** Copy of the home page's testimonials block. */
export const testimonialsCopy = {
  eyebrow: "Anmeldelser",
  heading: "Det siger vores gæster",
  loading: "Indlæser anmeldelser…",
  empty: "Der er ingen anmeldelser endnu.",
  /** With no approved testimonials the block asks for the first one instead of showing 0. */
  first: "Bliv den første til at anmelde os",
  firstText: "Har du spillet hos os? Fortæl andre gæster, hvordan det var.",
  write: "Skriv en anmeldelse",
  /** Markedsføringsloven § 6b: say how testimonials are collected, checked and chosen. */
  note: "Anmeldelserne er skrevet af vores gæster. En medarbejder læser hver anmeldelse, før den bliver vist, og fjerner kun spam, stødende indhold og personoplysninger – aldrig en anmeldelse, fordi den er negativ. Vi viser fremhævede anmeldelser først og derefter de nyeste; gennemsnittet dækker alle godkendte anmeldelser.",
} as const;
