/** /booking: meta and section copy in both languages. */

import { bilingual, type Copy } from "./language.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "./public-paths.ts";

const da = {
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
  faq: {
    eyebrow: "FAQ",
    title: "Ofte stillede spørgsmål",
  },
  events: {
    eyebrow: "Events",
    title: "Større events",
    intro:
      "Planlægger I en fødselsdag, et firmaarrangement eller et LAN-party? Send en e-mail med:",
  },
  /** What to write in an e-mail about a larger event, numbered on the page and in the e-mail. */
  eventEmailFields: ["Type af arrangement", "Forventet antal gæster", "Ønsket dato og tidspunkt"],
  eventsMailPrefix: "Skriv om",
  /** The pre-filled e-mail about one event type. */
  eventMail: {
    subject: (event: string) => `Forespørgsel: ${event}`,
    greeting: "Hej",
    signOff: "Venlig hilsen",
  },
  /** On to the dated events guests sign up for. */
  eventsLink: "Se kommende turneringer og events",
} as const;

const en: Copy<typeof da> = {
  path: ENGLISH_PAGE_PATHS.booking,
  title: "Booking and contact – call or write",
  description:
    "Book a seat, a birthday, a company event or a LAN party by phone or e-mail. Find answers to the questions we hear most about opening hours, age and parking.",
  eyebrow: "Booking",
  heading: "Book your seat",
  intro:
    "There is no booking form – call or write to us and we'll find a time that suits you. Single seats need no booking.",
  call: "Call us",
  mail: "Send an e-mail",
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
  },
  events: {
    eyebrow: "Events",
    title: "Larger events",
    intro: "Planning a birthday, a company event or a LAN party? Send us an e-mail with:",
  },
  eventEmailFields: ["Type of event", "Expected number of guests", "Preferred date and time"],
  eventsMailPrefix: "E-mail us about",
  eventMail: {
    subject: (event) => `Enquiry: ${event}`,
    greeting: "Hello",
    signOff: "Kind regards",
  },
  eventsLink: "See upcoming tournaments and events",
};

export const bookingPage = bilingual(da, en);
