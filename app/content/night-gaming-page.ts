/**
 * Night Gaming (served at /references, the original site's address): section copy. Its title,
 * description and intro name the price and hours staff set (`features/night-gaming/page-copy.ts`).
 */

import { PAGE_PATHS } from "./public-paths.ts";

export const nightGamingPage = {
  path: PAGE_PATHS.nightGaming,
  eyebrow: "Night Gaming",
  heading: "Gaming hele natten",
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
