/** The home page: title, hero, chooser, figures, events and closing copy, in both languages. */

import { bilingual, type Copy } from "./language.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "./public-paths.ts";

const da = {
  path: PAGE_PATHS.home,
  title: "Døgnåbent gamingcenter på Frederiksberg",
  /**
   * The page's description names the stations figure that staff edit (the `figures` section), so
   * search results and the hero's tiles never disagree.
   */
  description: (stations: string) =>
    `E-sports- og gamingcenter på Frederiksberg med ${stations} gamingstationer, VIP-rum og PS5. Åbent 24/7 hele året – kom forbi eller book til fødselsdag, firmaevent og LAN-party.`,
  eyebrow: "E-sport og gaming på Frederiksberg",
  heading: "Dit gamingcenter",
  headingAccent: "døgnet rundt",
  intro:
    "Masser af gamingstationer, et VIP-rum og PS5 i sofaen. Kig ind når som helst, eller ring og book til hele holdet.",
  servicesLink: "Se afdelinger",
  clockLabel: "Klokken i København",
  chooser: {
    eyebrow: "Afdelinger",
    title: "Vælg din afdeling",
    intro: "Tre afdelinger, ét sted. Find den, der passer til din måde at spille på.",
    seeAll: "Se alle afdelinger",
  },
  events: {
    eyebrow: "Events",
    title: "Events for alle",
    intro: "Fra en enkelt plads til hele firmaet – vi skræddersyr arrangementet til jer.",
    capacityLabel: "Kapacitet",
    durationLabel: "Varighed",
  },
  closing: {
    heading: "Klar til at spille?",
    text: "Kig forbi når som helst – eller book plads til gruppen, fødselsdagen eller LAN-partyet.",
    button: "Book nu",
  },
} as const;

const en: Copy<typeof da> = {
  path: ENGLISH_PAGE_PATHS.home,
  title: "24/7 gaming centre in Frederiksberg",
  description: (stations) =>
    `Esports and gaming centre in Frederiksberg with ${stations} gaming stations, a VIP room and PS5. Open 24/7 all year – drop in, or book for a birthday, a company event or a LAN party.`,
  eyebrow: "Esports and gaming in Frederiksberg",
  heading: "Your gaming centre",
  headingAccent: "round the clock",
  intro:
    "Plenty of gaming stations, a VIP room and PS5 on the sofa. Walk in off the street at any hour, or call us and book for the whole team.",
  servicesLink: "See departments",
  clockLabel: "The time in Copenhagen",
  chooser: {
    eyebrow: "Departments",
    title: "Choose your department",
    intro: "Three departments under one roof. Find the one that suits the way you play.",
    seeAll: "See all departments",
  },
  events: {
    eyebrow: "Events",
    title: "Events for everyone",
    intro: "From a single seat to the whole company – we tailor the event to you.",
    capacityLabel: "Capacity",
    durationLabel: "Duration",
  },
  closing: {
    heading: "Ready to play?",
    text: "Drop in whenever you like – or book seats for your group, your birthday or your LAN party.",
    button: "Book now",
  },
};

export const homePage = bilingual(da, en);
