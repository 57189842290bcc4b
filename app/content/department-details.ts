import type { DepartmentId } from "./departments.ts";

/** What only /services shows of each department (kept apart so the home page's bundle stays small). */

export type DepartmentDetails = {
  description: string;
  /** `Tekniske Specs`, or `Features` for PlayStation. */
  specsHeading: "Tekniske Specs" | "Features";
  /** The exact specs of spec §3. */
  specs: string[];
};

export const departmentDetails: Record<DepartmentId, DepartmentDetails> = {
  standard: {
    description:
      "Vores Standard-afdeling er hjertet af centret: rækker af hurtige gaming-pc'er med 240 Hz-skærme, gode stole og plads til hele holdet. Perfekt til alt fra en hurtig runde efter skole til en hel nat med vennerne.",
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11400", "NVIDIA RTX 3060 12GB", '25" 240 Hz-skærm'],
  },
  vip: {
    description:
      "VIP-afdelingen er til dig, der vil have det ekstra: kraftigere pc'er, 27\" G-Sync-skærme og et mere afskærmet rum med dæmpet neonbelysning. Her træner holdene, og her spiller man, når hver frame tæller.",
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11600K", "NVIDIA RTX 3070 8GB", '27" 240 Hz G-Sync-skærm'],
  },
  playstation: {
    description:
      "I PlayStation-afdelingen sidder I i sofaen foran store 4K-skærme med PS5 og trådløse controllere. Oplagt til EA Sports FC-turneringer, fødselsdage og alle, der hellere vil spille sammen i samme sofa.",
    specsHeading: "Features",
    specs: [
      "PS5-konsoller",
      "Store 4K-skærme",
      "Trådløse DualSense-controllere",
      "Sofaer til 2-4 spillere",
    ],
  },
};

export type ComparisonRow = { label: string; values: Record<DepartmentId, string> };

/** The comparison table on /services: performance, screen size, atmosphere, graphics. */
export const comparisonRows: ComparisonRow[] = [
  {
    label: "Ydeevne",
    values: { standard: "Høj (i5 11400)", vip: "Meget høj (i5 11600K)", playstation: "PS5" },
  },
  {
    label: "Skærmstørrelse",
    values: { standard: '25" 240 Hz', vip: '27" 240 Hz G-Sync', playstation: "Store 4K-skærme" },
  },
  {
    label: "Atmosfære",
    values: {
      standard: "Livlig og social",
      vip: "Rolig og fokuseret",
      playstation: "Hyggelig sofa",
    },
  },
  {
    label: "Grafik",
    values: { standard: "RTX 3060 12GB", vip: "RTX 3070 8GB", playstation: "4K HDR" },
  },
];

export const pricingNote =
  "Priserne varierer med medlemskab og antal købte timer. Kontakt os for tilbud og rabatter.";
