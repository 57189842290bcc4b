/** Figures shown on the site (spec §9). */

export const figures = {
  stations: "100+",
  departments: "3",
  eventsThisYear: "200+",
  happyCustomers: "1000+",
  returnRate: "95%",
  open: "24/7",
} as const;

export const heroStats = [
  { value: figures.stations, label: "gaming-stationer" },
  { value: figures.open, label: "åbent hele året" },
  { value: figures.departments, label: "unikke afdelinger" },
] as const;

export const homeFigures = [
  { value: figures.eventsThisYear, label: "events i år" },
  { value: figures.happyCustomers, label: "glade kunder" },
  { value: figures.returnRate, label: "kommer igen" },
  { value: figures.open, label: "åbent" },
] as const;
