/**
 * Event types as shipped (docs/api.md#events-array-1-8): the seed of
 * the `events` section staff edit (sections.ts).
 */

import type { EventType } from "./sections.ts";

const priceText = "Kontakt for tilbud";
const capacity = "Alle gruppestørrelser";
const duration = "Fleksibel varighed";
/** The texts every event type shares, in English. */
const english = {
  priceText: "Contact us for a quote",
  capacity: "Any group size",
  duration: "Flexible length",
};

export const defaultEvents: EventType[] = [
  {
    title: "Individuel gaming",
    topic: "individuel gaming",
    subtitle: "Kom, som du er – døgnet rundt",
    priceText,
    capacity,
    duration,
    features: ["Walk-in uden booking", "Vælg selv afdeling", "Åbent 24/7"],
    cta: "Book din plads",
    en: {
      ...english,
      title: "Solo gaming",
      topic: "solo gaming",
      subtitle: "Come as you are – day or night",
      features: ["Walk in, no booking needed", "Pick your own room", "Open 24/7"],
      cta: "Book your seat",
    },
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
    en: {
      ...english,
      title: "Group gaming",
      topic: "group gaming",
      subtitle: "Play together with your mates",
      features: ["Seats side by side", "Snacks and drinks on site", "Group prices"],
      cta: "Book for your group",
    },
  },
  {
    title: "Fødselsdag",
    topic: "en fødselsdag",
    subtitle: "En fødselsdag, de husker",
    priceText,
    capacity,
    duration,
    features: ["Reserverede pladser", "Mad og drikke kan bestilles", "Voksen vært fra centret"],
    cta: "Book fødselsdag",
    en: {
      ...english,
      title: "Birthday",
      topic: "a birthday",
      subtitle: "A birthday they'll remember",
      features: ["Reserved seats", "Food and drink to order", "A grown-up host from the centre"],
      cta: "Book a birthday",
    },
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
    en: {
      ...english,
      title: "Company event",
      topic: "a company event",
      subtitle: "Team building with a twist",
      features: [
        "Tournaments for colleagues",
        "Big screen for presentations",
        "Invoice to your company",
      ],
      cta: "Book a company event",
    },
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
    en: {
      ...english,
      title: "LAN party",
      topic: "a LAN party",
      subtitle: "All night, the whole team",
      features: ["Your own area for the team", "Tournament set-up", "Rock-solid network"],
      cta: "Book a LAN party",
    },
  },
];
