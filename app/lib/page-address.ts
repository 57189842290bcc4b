/**
 * The address of the page a request is for, path and query: the page's own, without React
 * Router's plumbing. A page's enhanced request (its form posted by React, its data read again)
 * goes to `/PATH.data` (`/_root.data` for `/`) with `_routes` in the query; a redirect built from
 * that address would send the browser to the data, not to the page.
 */
export function pageAddress(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete("_routes");
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root" || path === "") path = "/";
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ""}`;
}
