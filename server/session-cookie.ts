/**
 * A visitor with a session sees per-visitor navigation (`Log ud`, `Admin`), so never gets a
 * prerendered or cached copy of a page. The names are better-auth's session cookie, plain and
 * with the `__Secure-` prefix it uses under https.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader);
}
