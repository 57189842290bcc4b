/** The three departments (spec §1-§3, prices §9). One source for pages, meta and JSON-LD. */

export type DepartmentId = "standard" | "vip" | "playstation";

export type Department = {
  id: DepartmentId;
  title: string;
  badge: string;
  /** Price in whole kroner per hour, VAT included. */
  pricePerHour: number;
  priceUnit: string;
  /** One line for the chooser on the home page. */
  tagline: string;
  description: string;
  highlights: [string, string, string];
  /** `Tekniske Specs`, or `Features` for PlayStation. */
  specsHeading: "Tekniske Specs" | "Features";
  specs: string[];
  imageAlt: string;
  link: `/services#${DepartmentId}`;
};

export const departments: Department[] = [
  {
    id: "standard",
    title: "Standard",
    badge: "Mest populær",
    pricePerHour: 12,
    priceUnit: "pr. time",
    tagline: "Hurtige gaming-pc'er til hverdagens kampe og lange sessions.",
    description:
      "Vores Standard-afdeling er hjertet af centret: rækker af hurtige gaming-pc'er med 240 Hz-skærme, gode stole og plads til hele holdet. Perfekt til alt fra en hurtig runde efter skole til en hel nat med vennerne.",
    highlights: ["240 Hz-skærme", "RTX 3060-grafik", "Plads til hele holdet"],
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11400", "NVIDIA RTX 3060 12GB", '25" 240Hz skærm'],
    imageAlt: "Illustration af en gaming-station med skærm, tastatur og headset i cyan neonlys",
    link: "/services#standard",
  },
  {
    id: "vip",
    title: "VIP",
    badge: "Premium",
    pricePerHour: 14,
    priceUnit: "pr. time",
    tagline: "Mere kraft, større skærme og et roligere rum til dig, der spiller seriøst.",
    description:
      "VIP-afdelingen er til dig, der vil have det ekstra: kraftigere pc'er, 27\" G-Sync-skærme og et mere afskærmet rum med dæmpet neonbelysning. Her træner holdene, og her spiller man, når hver frame tæller.",
    highlights: ['27" G-Sync-skærme', "RTX 3070-grafik", "Eget rum med ro"],
    specsHeading: "Tekniske Specs",
    specs: ["Intel Core i5 11600K", "NVIDIA RTX 3070 8GB", '27" 240Hz G-Sync skærm'],
    imageAlt: "Illustration af en VIP-gaming-station med bred skærm og gul neonbelysning",
    link: "/services#vip",
  },
  {
    id: "playstation",
    title: "PlayStation",
    badge: "Konsol",
    pricePerHour: 25,
    priceUnit: "pr. time pr. konsol",
    tagline: "PS5 i sofaen foran store 4K-skærme – perfekt til venner og fødselsdage.",
    description:
      "I PlayStation-afdelingen sidder I i sofaen foran store 4K-skærme med PS5 og trådløse controllere. Oplagt til FIFA-turneringer, fødselsdage og alle, der hellere vil spille sammen i samme sofa.",
    highlights: ["PS5-konsoller", "Store 4K-skærme", "Sofa til hele gruppen"],
    specsHeading: "Features",
    specs: [
      "PS5-konsoller",
      "Store 4K-skærme",
      "Trådløse DualSense-controllere",
      "Sofaer til 2-4 spillere",
    ],
    imageAlt: "Illustration af en PS5-konsol og controller foran en stor skærm i blåt lys",
    link: "/services#playstation",
  },
];

export type ComparisonRow = { label: string; values: Record<DepartmentId, string> };

/** The comparison table on /services: performance, screen size, atmosphere, graphics. */
export const comparisonRows: ComparisonRow[] = [
  {
    label: "Ydelse",
    values: { standard: "Høj (i5 11400)", vip: "Meget høj (i5 11600K)", playstation: "PS5" },
  },
  {
    label: "Skærmstørrelse",
    values: { standard: '25" 240Hz', vip: '27" 240Hz G-Sync', playstation: "Store 4K-skærme" },
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

export const VAT_NOTE = "inkl. moms";
