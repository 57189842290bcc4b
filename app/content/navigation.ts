/** Navigation, footer and opening hours (docs/pages.md#the-frame-every-page-shares). */

import { PAGE_PATHS } from "./public-paths.ts";

export const navLinks = [
  { to: PAGE_PATHS.home, label: "Hjem" },
  { to: PAGE_PATHS.services, label: "Afdelinger" },
  { to: PAGE_PATHS.nightGaming, label: "Night gaming" },
  { to: PAGE_PATHS.booking, label: "Booking" },
] as const;

/** The footer's shortcuts: the navigation, the dated events (§11) and the testimonial form (§8). */
export const footerLinks = [
  ...navLinks,
  { to: PAGE_PATHS.events, label: "Begivenheder" },
  { to: PAGE_PATHS.submitTestimonial, label: "Skriv en anmeldelse" },
] as const;

export const legalLinks = [
  { to: PAGE_PATHS.privacy, label: "Privatlivspolitik" },
  { to: PAGE_PATHS.terms, label: "Vilkår og husregler" },
] as const;

/** schema.org's opening hours for a center that never closes: all seven days, 00:00-23:59. */
export const openingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  opens: "00:00",
  closes: "23:59",
} as const;
