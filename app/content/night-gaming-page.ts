/** Night Gaming (served at /references, the original site's address): meta and section copy. */

import { PAGE_PATHS } from "./public-paths.ts";

export const nightGamingPage = {
  path: PAGE_PATHS.nightGaming,
  title: "Night Gaming – hele natten for 100 kr.",
  description:
    "Night Gaming fra 00:00 til 10:00 for 100 kr. pr. person inkl. 2 toasts med refill og en drik. Counter-Strike 2, Valorant, League of Legends og mere.",
  eyebrow: "Night Gaming",
  heading: "Gaming hele natten",
  intro:
    "Fra midnat til kl. 10 om morgenen: high-end setup, toasts og en drik – for 100 kr. pr. person.",
  benefitsHeading: "Derfor Night Gaming",
  packageHeading: "Pakken",
  gamesHeading: "Populære spil",
  submitTestimonial: "Har du spillet natten igennem? Skriv en anmeldelse",
  quotesHeading: "Det siger natteravnene",
  closing: {
    heading: "Klar til en nat foran skærmen?",
    text: "Book Night Gaming til dig og vennerne – eller kom forbi inden midnat.",
  },
  book: "Book Night Gaming",
} as const;
