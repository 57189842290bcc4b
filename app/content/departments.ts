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
    en: {
      title: "Standard",
      badge: "Most popular",
      priceUnit: "per hour",
      tagline: "Fast gaming PCs for everyday matches and long sessions.",
      highlights: ["240 Hz monitors", "RTX 3060 graphics", "Room for the whole squad"],
      description:
        "Standard is the heart of the centre: rows of fast gaming PCs with 240 Hz monitors, comfy chairs and room for the whole squad. Just right for anything from a quick match after school to an all-nighter with your mates.",
      specsHeading: "Tech specs",
      specs: ["Intel Core i5 11400", "NVIDIA RTX 3060 12GB", '25" 240 Hz monitor'],
      comparison: {
        performance: "High (i5 11400)",
        screen: '25" 240 Hz',
        atmosphere: "Lively and social",
        graphics: "RTX 3060 12GB",
      },
      imageAlt:
        "Illustration of a gaming station with monitor, keyboard and headset in cyan neon light",
    },
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
    en: {
      title: "VIP",
      badge: "Premium",
      priceUnit: "per hour",
      tagline: "More power, bigger screens and a quieter room for serious players.",
      highlights: ['27" G-Sync monitors', "RTX 3070 graphics", "A quiet room of its own"],
      description:
        'VIP is for when you want that little bit extra: more powerful PCs, 27" G-Sync monitors and a more secluded room with low neon lighting. It is where the teams train, and where you play when every frame counts.',
      specsHeading: "Tech specs",
      specs: ["Intel Core i5 11600K", "NVIDIA RTX 3070 8GB", '27" 240 Hz G-Sync monitor'],
      comparison: {
        performance: "Very high (i5 11600K)",
        screen: '27" 240 Hz G-Sync',
        atmosphere: "Calm and focused",
        graphics: "RTX 3070 8GB",
      },
      imageAlt: "Illustration of a VIP gaming station with a wide monitor and yellow neon lighting",
    },
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
      "Sofaer til 2–4 spillere",
    ],
    comparison: {
      performance: "PS5",
      screen: "Store 4K-skærme",
      atmosphere: "Hyggelig sofa",
      graphics: "4K HDR",
    },
    image: null,
    en: {
      title: "PlayStation",
      badge: "Console",
      priceUnit: "per hour per console",
      tagline: "PS5 on the sofa in front of big 4K screens – great for friends and birthdays.",
      highlights: ["PS5 consoles", "Big 4K screens", "A sofa for the whole group"],
      description:
        "In the PlayStation area you sit on the sofa in front of big 4K screens with a PS5 and wireless controllers. Made for EA Sports FC tournaments, birthdays and anyone who would rather play together on the same sofa.",
      specsHeading: "Features",
      specs: [
        "PS5 consoles",
        "Big 4K screens",
        "Wireless DualSense controllers",
        "Sofas for 2–4 players",
      ],
      comparison: {
        performance: "PS5",
        screen: "Big 4K screens",
        atmosphere: "Cosy sofa",
        graphics: "4K HDR",
      },
      imageAlt:
        "Illustration of a PS5 console and controller in front of a big screen in blue light",
    },
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
