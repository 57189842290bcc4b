import { placeholderContact } from "#app/content/contact.ts";
import { PAGE_PATHS, PUBLIC_PATHS } from "#app/content/public-paths.ts";

/**
 * The e2e server runs without contact settings on a fresh database: it shows the shipped
 * content's name, phone, e-mail, address and CVR.
 */
export const defaults = {
  SITE_NAME: placeholderContact.name,
  SITE_PHONE: placeholderContact.phone,
  SITE_EMAIL: placeholderContact.email,
  SITE_ADDRESS: placeholderContact.address,
  SITE_CVR: placeholderContact.cvr,
};

/** Each public page's heading, as the visitor reads it: a page without one fails typecheck. */
const H1: Record<(typeof PUBLIC_PATHS)[number], string | RegExp> = {
  [PAGE_PATHS.home]: /Dit gamingcenter/,
  [PAGE_PATHS.services]: "Find din afdeling",
  [PAGE_PATHS.nightGaming]: "Gaming hele natten",
  [PAGE_PATHS.booking]: "Book din plads",
  [PAGE_PATHS.events]: "Turneringer, LAN og events",
  [PAGE_PATHS.submitTestimonial]: "Skriv en anmeldelse",
  [PAGE_PATHS.privacy]: "Privatlivspolitik",
  [PAGE_PATHS.terms]: "Vilkår og husregler",
};

export const PUBLIC_PAGES = PUBLIC_PATHS.map((path) => ({ path, h1: H1[path] }));

/** Digits and `+` only, as `telHref` writes them. */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
