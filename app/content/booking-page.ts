/** /booking: meta and section copy. */

import { PAGE_PATHS } from "./public-paths.ts";

export const bookingPage = {
  path: PAGE_PATHS.booking,
  title: "Booking og kontakt – ring eller skriv",
  description:
    "Book plads, fødselsdag, firmaevent eller LAN-party ved at ringe eller skrive. Se svar på de oftest stillede spørgsmål om åbningstider, alder og parkering.",
  eyebrow: "Booking",
  heading: "Book din plads",
  intro:
    "Vi har ingen bookingformular – ring eller skriv til os, så finder vi en tid, der passer. Enkeltpladser kræver ingen booking.",
  call: "Ring til os",
  mail: "Send en e-mail",
  faqHeading: "Ofte stillede spørgsmål",
  eventsHeading: "Større events",
  eventsIntro:
    "Planlægger I en fødselsdag, et firmaarrangement eller et LAN-party? Send en e-mail med:",
  eventsMailPrefix: "Skriv om",
} as const;
