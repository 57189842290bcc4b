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
  highlights: [string, string, string];
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
    highlights: ["240 Hz-skærme", "RTX 3060-grafik", "Plads til hele holdet"],
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
    highlights: ['27" G-Sync-skærme', "RTX 3070-grafik", "Eget rum med ro"],
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
    highlights: ["PS5-konsoller", "Store 4K-skærme", "Sofa til hele gruppen"],
    imageAlt: "Illustration af en PS5-konsol og controller foran en stor skærm i blåt lys",
    link: "/services#playstation",
  },
];

export const VAT_NOTE = "inkl. moms";
