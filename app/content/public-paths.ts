/** Every public page, for the sitemap and the prerender list. Admin, auth and API stay out. */
export const PUBLIC_PATHS = [
  "/",
  "/services",
  "/references",
  "/booking",
  "/privatliv",
  "/vilkaar",
] as const;

/** Paths search engines should not crawl. */
export const DISALLOWED_PATHS = ["/admin", "/auth", "/api/"] as const;
