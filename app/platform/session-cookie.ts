/**
 * better-auth's session cookie names (`__Secure-` prefixed under https). Shared by the host
 * (which shares kept public answers only with visitors without one) and the root loader.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}
