/** Event types on the home page (spec §1, §3; price text, capacity and duration from §9). */

type EventTypeId = "individuel" | "gruppe" | "foedselsdag" | "firma" | "lan";

export type EventType = {
  id: EventTypeId;
  title: string;
  subtitle: string;
  /** How the event is named mid-sentence, e.g. in `Skriv om …`. */
  topic: string;
  priceText: "Kontakt for tilbud";
  capacity: string;
  duration: string;
  features: string[];
  cta: string;
};

const priceText = "Kontakt for tilbud";
const capacity = "Alle gruppestørrelser";
const duration = "Fleksibel varighed";

export const eventTypes: EventType[] = [
  {
    id: "individuel",
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
    id: "gruppe",
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
    id: "foedselsdag",
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
    id: "firma",
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
    id: "lan",
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
