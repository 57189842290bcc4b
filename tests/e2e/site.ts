import { parseSettings } from "../../app/server/env.server.ts";

/** The e2e server runs with default settings: these are the name, phone, e-mail, address and CVR it shows. */
export const defaults = parseSettings({});

export const PUBLIC_PAGES = [
  { path: "/", h1: /Dit gaming center/ },
  { path: "/services", h1: "Find din afdeling" },
  { path: "/references", h1: "Gaming hele natten" },
  { path: "/booking", h1: "Book din plads" },
  { path: "/privatliv", h1: "Privatlivspolitik" },
  { path: "/vilkaar", h1: "Vilkår og husregler" },
] as const;

/** Digits and `+` only, as `telHref` writes them. */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
