/**
 * The site's caching policy, as `Cache-Control` values that browsers, nginx and CDNs honour
 * (docs/decisions/027-hosting-as-it-stands.md).
 */

/**
 * Public pages and public JSON: browsers always revalidate (cheap: ETag → 304); a shared cache
 * may answer from its copy for 1 s and serve it 1 s longer while it fetches the next, so a
 * proxy's copy is never more than 2 s old.
 */
export const PUBLIC_SHARED = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";

/** Per-visitor or secret: kept by nobody. */
export const NO_STORE = "no-store";

/** The response headers that say so, for `Response`, `data()`, `redirect()` and `headers`. */
export const NO_STORE_HEADERS: Readonly<Record<"Cache-Control", string>> = {
  "Cache-Control": NO_STORE,
};

/** Build files whose name carries a hash of their content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Other public files (the share image, robots and the like): an hour, then revalidated. */
export const PUBLIC_FILE = "public, max-age=3600";

/**
 * A route's `headers` for a page that is never kept: the `Retry-After` of an answer its action
 * held back (429) goes along, which React Router leaves out of the page's own headers otherwise.
 */
export function noStoreHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...NO_STORE_HEADERS, "Retry-After": retryAfter } : NO_STORE_HEADERS;
}
