/** The three departments (spec §1-§3, prices §9). One source for pages, meta and JSON-LD. */

import { PAGE_PATHS } from "./public-paths.ts";

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
  link: `${typeof PAGE_PATHS.services}#${DepartmentId}`;
};

export const departments: Department[] = [
  {
    id: "standard",
    title: "Standard",
    badge: "Mest populær",
    pricePerHour: 12,
    priceUnit: "pr. time",
    tagline: "Hurtige gaming-pc'er til hverdagens kampe og lange sessioner.",
    highlights: ["240 Hz-skærme", "RTX 3060-grafik", "Plads til hele holdet"],
    imageAlt: "Illustration af en gamingstation med skærm, tastatur og headset i cyan neonlys",
    link: `${PAGE_PATHS.services}#standard`,
  },
  {
    id: "vip",
    title: "VIP",
    badge: "Premium",
    pricePerHour: 14,
    priceUnit: "pr. time",
    tagline: "Mere kraft, større skærme og et roligere rum til dig, der spiller seriøst.",
    highlights: ['27" G-Sync-skærme', "RTX 3070-grafik", "Eget rum med ro"],
    imageAlt: "Illustration af en VIP-gamingstation med bred skærm og gul neonbelysning",
    link: `${PAGE_PATHS.services}#vip`,
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
    link: `${PAGE_PATHS.services}#playstation`,
  },
];

export const VAT_NOTE = "inkl. moms";
