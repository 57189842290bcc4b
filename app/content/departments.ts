/**
 * The three departments as shipped
 * (docs/api.md#departments-array-of-exactly-3-one-per-id-in-display-order): the seed of the
 * `departments` section that staff edit (sections.ts). Pages, meta and JSON-LD read the saved
 * section.
 */

import { bilingual, type Copy, type Lang } from "./language.ts";
import { pagePaths } from "./public-paths.ts";
import type { Department, DepartmentId } from "./sections.ts";

/** Where a department is described: its part of /services (the anchor is the same in English). */
export function departmentLink(id: DepartmentId, lang: Lang): string {
  return `${pagePaths(lang).services}#${id}`;
}

export const defaultDepartments: Department[] = [
  {
    id: "standard",
    title: "Standard",
    badge: "Mest populær",
    price: 12,
    priceUnit: "pr. time",
    tagline: "Hurtige gaming-pc'er til hverdagens kampe og lange sessioner.",
    highlights: ["240 Hz-skærme", "RTX 3060-grafik", "Plads til hele holdet"],
    imageAlt: "Illustration af en gamingstation med skærm, tastatur og headset i cyan neonlys",
    description:
      "Vores Standard-afdeling er hjertet af centret: rækker af hurtige gaming-pc'er med 240 Hz-skærme, gode stole og plads til hele holdet. Perfekt til alt fra en hurtig runde efter skole til en hel nat med vennerne.",
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11400", "NVIDIA RTX 3060 12GB", '25" 240 Hz-skærm'],
    comparison: {
      performance: "Høj (i5 11400)",
      screen: '25" 240 Hz',
      atmosphere: "Livlig og social",
      graphics: "RTX 3060 12GB",
    },
    image: null,
  },
  {
    id: "vip",
    title: "VIP",
    badge: "Premium",
    price: 14,
    priceUnit: "pr. time",
    tagline: "Mere kraft, større skærme og et roligere rum til dig, der spiller seriøst.",
    highlights: ['27" G-Sync-skærme', "RTX 3070-grafik", "Eget rum med ro"],
    imageAlt: "Illustration af en VIP-gamingstation med bred skærm og gul neonbelysning",
    description:
      "VIP-afdelingen er til dig, der vil have det ekstra: kraftigere pc'er, 27\" G-Sync-skærme og et mere afskærmet rum med dæmpet neonbelysning. Her træner holdene, og her spiller man, når hver frame tæller.",
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11600K", "NVIDIA RTX 3070 8GB", '27" 240 Hz G-Sync-skærm'],
    comparison: {
      performance: "Meget høj (i5 11600K)",
      screen: '27" 240 Hz G-Sync',
      atmosphere: "Rolig og fokuseret",
      graphics: "RTX 3070 8GB",
    },
    image: null,
  },
  {
    id: "playstation",
    title: "PlayStation",
    badge: "Konsol",
    price: 25,
    priceUnit: "pr. time pr. konsol",
    tagline: "PS5 i sofaen foran store 4K-skærme – perfekt til venner og fødselsdage.",
    highlights: ["PS5-konsoller", "Store 4K-skærme", "Sofa til hele gruppen"],
    imageAlt: "Illustration af en PS5-konsol og controller foran en stor skærm i blåt lys",
    description:
      "I PlayStation-afdelingen sidder I i sofaen foran store 4K-skærme med PS5 og trådløse controllere. Oplagt til EA Sports FC-turneringer, fødselsdage og alle, der hellere vil spille sammen i samme sofa.",
    specsHeading: "Features",
    specs: [
      "PS5-konsoller",
      "Store 4K-skærme",
      "Trådløse DualSense-controllere",
      "Sofaer til 2-4 spillere",
    ],
    comparison: {
      performance: "PS5",
      screen: "Store 4K-skærme",
      atmosphere: "Hyggelig sofa",
      graphics: "4K HDR",
    },
    image: null,
  },
];

/** The fixed copy around the departments' prices and comparison, in both languages. */
const da = {
  /** After every price (prices include VAT). */
  vat: "inkl. moms",
  /** The comparison table's rows on /services, by the department's value each shows. */
  comparison: {
    performance: "Ydeevne",
    screen: "Skærmstørrelse",
    atmosphere: "Atmosfære",
    graphics: "Grafik",
  },
  pricingNote:
    "Priserne varierer med medlemskab og antal købte timer. Kontakt os for tilbud og rabatter.",
} as const satisfies {
  vat: string;
  comparison: Record<keyof Department["comparison"], string>;
  pricingNote: string;
};

const en: Copy<typeof da> = {
  vat: "VAT included",
  comparison: {
    performance: "Performance",
    screen: "Screen size",
    atmosphere: "Atmosphere",
    graphics: "Graphics",
  },
  pricingNote:
    "Prices vary with membership and the number of hours bought. Get in touch for offers and discounts.",
};

export const priceCopy = bilingual(da, en);

/** The comparison table's rows, in order. */
export const COMPARISON_ROWS = ["performance", "screen", "atmosphere", "graphics"] as const;
