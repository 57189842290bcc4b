/**
 * /services (Afdelinger): title and section copy in both languages. Its description names the
 * prices staff set (`features/services/page-copy.ts`).
 */

import { bilingual, type Copy } from "./language.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "./public-paths.ts";

const da = {
  path: PAGE_PATHS.services,
  title: "Afdelinger og priser",
  /** `prices`: `Standard fra 12 kr., VIP fra 14 kr. og …` (the prices staff set). */
  description: (prices: string) =>
    `${prices} i timen inkl. moms. Se specifikationer, udstyr og partnere i vores gamingcenter på Frederiksberg.`,
  /** One department's price in the description: `Standard fra 12 kr.` */
  priceFrom: (title: string, price: string) => `${title} fra ${price}`,
  eyebrow: "Afdelinger",
  heading: "Find din afdeling",
  intro:
    "Hurtige pc'er i Standard, ekstra kraft i VIP eller PS5 i sofaen. Alle afdelinger har åbent døgnet rundt.",
  comparison: {
    eyebrow: "Priser",
    title: "Sammenlign afdelingerne",
  },
  tableHeading: "Sammenligning",
  tableCaption: "Sammenligning af ydeevne, skærmstørrelse, atmosfære og grafik i de tre afdelinger",
  details: {
    eyebrow: "I detaljer",
    title: "Afdelingerne",
  },
  gear: {
    eyebrow: "Udstyr",
    title: "Vores udstyr",
    intro: "Vi opgraderer løbende, så du altid spiller på udstyr, der kan følge med.",
  },
  partners: {
    eyebrow: "Partnere",
    title: "Vores partnere",
    intro: "Vi arbejder sammen med mærker, der gør gaming bedre.",
  },
  partnerCta: "Bliv partner",
  closing: {
    heading: "Spørgsmål om afdelingerne?",
    text: "Ring til os, så hjælper vi dig med at finde den rigtige plads og booker den til dig.",
  },
  book: "Book nu",
  /** A department's card's button: `Book VIP`. */
  bookDepartment: (title: string) => `Book ${title}`,
} as const;

const en: Copy<typeof da> = {
  path: ENGLISH_PAGE_PATHS.services,
  title: "Departments and prices",
  description: (prices) =>
    `${prices} an hour, VAT included. See the specs, gear and partners of our gaming centre in Frederiksberg.`,
  priceFrom: (title, price) => `${title} from ${price}`,
  eyebrow: "Departments",
  heading: "Find your department",
  intro:
    "Fast PCs in Standard, extra power in VIP or PS5 on the sofa. Every department is open round the clock.",
  comparison: {
    eyebrow: "Prices",
    title: "Compare the departments",
  },
  tableHeading: "Comparison",
  tableCaption: "Performance, screen size, atmosphere and graphics in the three departments",
  details: {
    eyebrow: "In detail",
    title: "The departments",
  },
  gear: {
    eyebrow: "Gear",
    title: "Our gear",
    intro: "We upgrade all the time, so the kit you play on always keeps up.",
  },
  partners: {
    eyebrow: "Partners",
    title: "Our partners",
    intro: "We work with brands that make gaming better.",
  },
  partnerCta: "Become a partner",
  closing: {
    heading: "Questions about the departments?",
    text: "Give us a ring: we'll help you find the right seat and book it for you.",
  },
  book: "Book now",
  bookDepartment: (title) => `Book ${title}`,
};

export const servicesPage = bilingual(da, en);
