/**
 * Event types as shipped (docs/api.md#events-array-1-8): the seed of
 * the `events` section staff edit (sections.ts).
 */

import type { EventType } from "./sections.ts";

const priceText = "Kontakt for tilbud";
const capacity = "Alle gruppestørrelser";
const duration = "Fleksibel varighed";

export const defaultEvents: EventType[] = [
  {
    title: "Individuel gaming",
    topic: "individuel gaming",
    subtitle: "Kom som du er – døgnet rundt",
    priceText,
    capacity,
    duration,
    features: ["Walk-in uden booking", "Vælg selv afdeling", "Åbent 24/7"],
    cta: "Book din plads",
  },
  {
    title: "Gruppegaming",
    topic: "gruppegaming",
    subtitle: "Spil sammen med vennerne",
    priceText,
    capacity,
    duration,
    features: ["Pladser side om side", "Snacks og drikke i huset", "Gruppepriser"],
    cta: "Book til gruppen",
  },
  {
    title: "Fødselsdag",
    topic: "en fødselsdag",
    subtitle: "En fødselsdag de husker",
    priceText,
    capacity,
    duration,
    features: ["Reserverede pladser", "Mad og drikke kan bestilles", "Voksen vært fra centret"],
    cta: "Book fødselsdag",
  },
  {
    title: "Firmaarrangement",
    topic: "et firmaarrangement",
    subtitle: "Teambuilding med et twist",
    priceText,
    capacity,
    duration,
    features: ["Turneringer for kollegaer", "Storskærm til præsentation", "Faktura til firmaet"],
    cta: "Book firmaevent",
  },
  {
    title: "LAN-party",
    topic: "et LAN-party",
    subtitle: "Hele natten, hele holdet",
    priceText,
    capacity,
    duration,
    features: ["Eget område til holdet", "Turneringsopsætning", "Stabilt netværk"],
    cta: "Book LAN-party",
  },
];
