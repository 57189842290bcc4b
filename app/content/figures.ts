/** Figures shown on the site (spec §9). */

export const figures = {
  stations: "100+",
  departments: "3",
  eventsThisYear: "200+",
  happyCustomers: "1000+",
  returnRate: "95%",
  open: "24/7",
} as const;

/** In the heroes of the home page and /services (spec §2 /services: the three stat tiles). */
export const heroStats = [
  { value: figures.stations, label: "gamingstationer" },
  { value: figures.open, label: "åbent hele året" },
  { value: figures.departments, label: "unikke afdelinger" },
] as const;

/** The home page's figures band: the other three, so that the home page shows all six. */
export const homeFigures = {
  label: "Centret i tal",
  items: [
    { value: figures.eventsThisYear, label: "events i år" },
    { value: figures.happyCustomers, label: "tilfredse kunder" },
    { value: figures.returnRate, label: "af vores gæster kommer igen" },
  ],
} as const;
