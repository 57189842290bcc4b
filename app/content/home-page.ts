/** The home page: title, hero, chooser, events and closing copy. */

import { PAGE_PATHS } from "./public-paths.ts";

/**
 * The page's description names the stations figure that staff edit (the `figures` section), so
 * search results and the hero's tiles never disagree.
 */
export function homeDescription(stations: string): string {
  return `E-sport- og gamingcenter i Frederiksberg med ${stations} gamingstationer, VIP-rum og PS5. Åbent 24/7 hele året – kom forbi eller book til fødselsdag, firmaevent og LAN-party.`;
}

export const homePage = {
  path: PAGE_PATHS.home,
  title: "Døgnåbent gamingcenter i Frederiksberg",
  eyebrow: "E-sport og gaming i Frederiksberg",
  heading: "Dit gamingcenter",
  headingAccent: "døgnet rundt",
  intro:
    "Masser af gamingstationer, et VIP-rum og PS5 i sofaen. Kom ind fra gaden når som helst, eller ring og book til hele holdet.",
  servicesLink: "Se afdelinger",
  clockLabel: "Klokken i København",
  chooser: {
    heading: "Vælg din afdeling",
    intro: "Tre afdelinger, ét sted. Find den, der passer til din måde at spille på.",
    seeAll: "Se alle afdelinger",
  },
  events: {
    heading: "Events for alle",
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
