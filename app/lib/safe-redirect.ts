const ORIGIN = "http://site.invalid";

/**
 * A `redirectTo` value is honoured only when it is a path on this site. It is judged after the
 * URL parser has normalised it, as a browser would read the `Location` it becomes: `/.//host`,
 * `/a/..//host` and `/%2e//host` all resolve to `//host`, another site. So the value is resolved
 * against a dummy origin, must stay on it, and its normalised path is what is returned.
 */
export function safeRedirect(to: unknown): string | null {
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/")) return null;
  // Backslashes read as slashes, and tabs and newlines are dropped by browsers: never ours.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}
