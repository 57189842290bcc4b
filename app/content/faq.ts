/**
 * The six questions on /booking as shipped (docs/api.md#faq-array-1-30): the seed of the `faq`
 * section staff edit (sections.ts); the page and its FAQPage JSON-LD read the saved section.
 */

import type { Faq } from "./sections.ts";

export const defaultFaq: Faq[] = [
  {
    question: "Hvilke spil har I?",
    answer:
      "Alle de store titler: Counter-Strike 2, Valorant, League of Legends, Fortnite, Apex Legends, Rocket League, Minecraft, Among Us og mange flere. PlayStation-afdelingen har de nyeste PS5-spil.",
    en: {
      question: "What games do you have?",
      answer:
        "All the big titles: Counter-Strike 2, Valorant, League of Legends, Fortnite, Apex Legends, Rocket League, Minecraft, Among Us and plenty more. The PlayStation room has the latest PS5 games.",
    },
  },
  {
    question: "Hvornår har I åbent?",
    answer: "Vi har åbent 24/7 – døgnet rundt, alle ugens dage, hele året.",
    en: {
      question: "When are you open?",
      answer: "We are open 24/7 – round the clock, every day of the week, all year.",
    },
  },
  {
    question: "Er der en aldersgrænse?",
    answer: "Nej, der er ingen aldersgrænse – alle er velkomne.",
    en: {
      question: "Is there an age limit?",
      answer: "No, there is no age limit – everyone is welcome.",
    },
  },
  {
    question: "Kan man parkere ved centret?",
    answer:
      "Ja, der er gadeparkering i området og cykelparkering lige ved indgangen. Metro og bus stopper tæt på.",
    en: {
      question: "Can I park at the centre?",
      answer:
        "Yes, there is street parking nearby and bike parking right by the entrance. The Metro and buses stop close by.",
    },
  },
  {
    question: "Hvor lang tid i forvejen skal man booke?",
    answer:
      "Enkeltpladser kræver ingen booking – kom bare ind. Til grupper, fødselsdage og events anbefaler vi at booke mindst en uge i forvejen.",
    en: {
      question: "How far ahead should I book?",
      answer:
        "You do not need to book a single seat – just walk in. For groups, birthdays and events we recommend booking at least a week ahead.",
    },
  },
  {
    question: "Må man tage egen mad og drikke med?",
    answer:
      "Nej, medbragt mad og drikke er ikke tilladt. Vi sælger snacks, toasts, sodavand, energidrikke og kaffe i centret.",
    en: {
      question: "Can I bring my own food and drink?",
      answer:
        "No, outside food and drink is not allowed. We sell snacks, toasties, soft drinks, energy drinks and coffee at the centre.",
    },
  },
];
