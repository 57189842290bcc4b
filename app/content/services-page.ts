/**
 * /services (Afdelinger): title and section copy. Its description names the prices staff set
 * (`features/services/page-copy.ts`).
 */

import { PAGE_PATHS } from "./public-paths.ts";

export const servicesPage = {
  path: PAGE_PATHS.services,
  title: "Afdelinger og priser",
  eyebrow: "Afdelinger",
  heading: "Find din afdeling",
  intro:
    "Hurtige pc'er i Standard, ekstra kraft i VIP eller PS5 i sofaen. Alle afdelinger har åbent døgnet rundt.",
  comparisonHeading: "Sammenlign afdelingerne",
  tableHeading: "Sammenligning",
  tableCaption: "Sammenligning af ydeevne, skærmstørrelse, atmosfære og grafik i de tre afdelinger",
  gearHeading: "Vores udstyr",
  gearIntro: "Vi opgraderer løbende, så du altid spiller på udstyr, der kan følge med.",
  partnersHeading: "Vores partnere",
  partnersIntro: "Vi arbejder sammen med mærker, der gør gaming bedre.",
  partnerCta: "Bliv partner",
  closing: {
    heading: "Spørgsmål om afdelingerne?",
    text: "Ring til os, så hjælper vi dig med at finde den rigtige plads og booker den til dig.",
  },
  book: "Book nu",
} as const;
