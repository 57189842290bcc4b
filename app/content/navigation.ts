/** Navigation, footer and opening hours (spec §2 "Shared navigation and footer"). */

export const navLinks = [
  { to: "/", label: "Hjem" },
  { to: "/services", label: "Afdelinger" },
  { to: "/references", label: "Night gaming" },
  { to: "/booking", label: "Booking" },
] as const;

export const legalLinks = [
  { to: "/privatliv", label: "Privatlivspolitik" },
  { to: "/vilkaar", label: "Vilkår og husregler" },
] as const;

export const openingHours = {
  text: "Åbent 24/7",
  detail: "Døgnet rundt, alle ugens dage, hele året",
  /** schema.org: all seven days, 00:00-23:59. */
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  opens: "00:00",
  closes: "23:59",
} as const;

export const socialLinks = [
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "TikTok", href: "https://www.tiktok.com/" },
  { label: "Discord", href: "https://discord.com/" },
] as const;
