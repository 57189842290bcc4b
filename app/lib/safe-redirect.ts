/**
 * A `redirectTo` value is honoured only when it is a path on this site: one leading slash,
 * no scheme or host (`//evil.example`, `/\evil.example`), no control characters.
 */
export function safeRedirect(to: unknown): string | null {
  if (typeof to !== "string" || to.length > 2000) return null;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return null;
  const url = new URL(to, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
