/**
 * Figures shown on the site as shipped (docs/api.md#figures-object): the seed of the `figures`
 * section.
 */

import { bilingual, type Copy, type Lang } from "./language.ts";
import type { SiteContent } from "./sections.ts";

type Figures = SiteContent["figures"];

export const defaultFigures: Figures = {
  stations: "100+",
  departments: "3",
  eventsThisYear: "200+",
  happyCustomers: "1000+",
  returnRate: "95 %",
  open: "24/7",
};

/** The figures' labels, in both languages. */
const da = {
  stations: "gamingstationer",
  open: "åbent hele året",
  departments: "unikke afdelinger",
  /** The home page's figures band's name. */
  band: "Centret i tal",
  eventsThisYear: "events i år",
  happyCustomers: "tilfredse kunder",
  returnRate: "af vores gæster kommer igen",
} as const;

const en: Copy<typeof da> = {
  stations: "gaming stations",
  open: "open all year",
  departments: "unique departments",
  band: "The centre in figures",
  eventsThisYear: "events this year",
  happyCustomers: "happy customers",
  returnRate: "of our guests come back",
};

export const figureLabels = bilingual(da, en);

/**
 * A figure as written by staff, with its per cent sign as each language sets it: Danish puts a
 * space before it ("95 %"), English none ("95%"). Staff write a figure once for both pages.
 */
export function figureIn(value: string, lang: Lang) {
  return value.replace(/(\d)\s*%/g, lang === "da" ? "$1 %" : "$1%");
}

/** Figures as tiles: each one's value as the page's language writes it, and its label. */
function tiles(figures: Figures, lang: Lang, keys: readonly (keyof Figures)[]) {
  const label = figureLabels[lang];
  return keys.map((key) => ({ value: figureIn(figures[key], lang), label: label[key] }));
}

/** In the heroes of the home page and /services (the three stat tiles). */
export function heroStats(figures: Figures, lang: Lang) {
  return tiles(figures, lang, ["stations", "open", "departments"]);
}

/** The home page's figures band: the other three, so that the home page shows all six. */
export function homeFigures(figures: Figures, lang: Lang) {
  return tiles(figures, lang, ["eventsThisYear", "happyCustomers", "returnRate"]);
}
