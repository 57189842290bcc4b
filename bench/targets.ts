/** What the bench measures: the public pages and the public API. */
export const PUBLIC_PAGES = ["/", "/services", "/references", "/booking"] as const;
export const API_PATHS = ["/api/testimonials"] as const;
export const HOME = "/";
