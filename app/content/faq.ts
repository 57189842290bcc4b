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
  },
  {
    question: "Hvornår har I åbent?",
    answer: "Vi har åbent 24/7 – døgnet rundt, alle ugens dage, hele året.",
  },
  {
    question: "Er der en aldersgrænse?",
    answer: "Nej, der er ingen aldersgrænse – alle er velkomne.",
  },
  {
    question: "Kan man parkere ved centret?",
    answer:
      "Ja, der er gadeparkering i området og cykelparkering lige ved indgangen. Metro og bus stopper tæt på.",
  },
  {
    question: "Hvor lang tid i forvejen skal man booke?",
    answer:
      "Enkeltpladser kræver ingen booking – kom bare ind. Til grupper, fødselsdage og events anbefaler vi at booke mindst en uge i forvejen.",
  },
  {
    question: "Må man tage egen mad og drikke med?",
    answer:
      "Nej, medbragt mad og drikke er ikke tilladt. Vi sælger snacks, toasts, sodavand, energidrikke og kaffe i centret.",
  },
];
