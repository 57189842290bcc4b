/**
 * Figures shown on the site as shipped (docs/api.md#figures-object): the seed of the `figures`
 * section.
 */

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

/** In the heroes of the home page and /services (the three stat tiles). */
export function heroStats(figures: Figures) {
  return [
    { value: figures.stations, label: "gamingstationer" },
    { value: figures.open, label: "åbent hele året" },
    { value: figures.departments, label: "unikke afdelinger" },
  ];
}

/** The home page's figures band: the other three, so that the home page shows all six. */
export const homeFiguresLabel = "Centret i tal";

export function homeFigures(figures: Figures) {
  return [
    { value: figures.eventsThisYear, label: "events i år" },
    { value: figures.happyCustomers, label: "tilfredse kunder" },
    { value: figures.returnRate, label: "af vores gæster kommer igen" },
  ];
}
