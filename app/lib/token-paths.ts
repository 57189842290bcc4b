import { REGISTRATION_PATHS } from "#app/content/public-paths.ts";

/**
 * The pages whose address ends in a mailed link's secret, written once (docs/security.md): an
 * invitation (`/velkommen/TOKEN`, 72 hours), a password reset (`/auth/nulstil/TOKEN`, 1 hour) and
 * an event registration (`/tilmelding/TOKEN`, `/en/registration/TOKEN`). The request log leaves the secret out, and the pages
 * send `Referrer-Policy: no-referrer`. A new page of the kind is one more line here.
 */
const TOKEN_PATHS = ["/velkommen", "/auth/nulstil", ...Object.values(REGISTRATION_PATHS)] as const;

/**
 * The path as a router may read it: without query or fragment, decoded, in lower case (React
 * Router matches any case), repeated slashes as one.
 */
function normalised(path: string): string {
  let pathname = path.replace(/[?#].*$/, "").toLowerCase();
  if (pathname.includes("%")) {
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // A malformed escape: judged as sent.
    }
  }
  return pathname.includes("//") ? pathname.replace(/\/{2,}/g, "/") : pathname;
}

/** The token page `path` leads to, in any spelling and as its `.data` request, or undefined. */
function tokenPage(path: string): string | undefined {
  const pathname = normalised(path);
  return TOKEN_PATHS.find((base) => pathname.startsWith(`${base}/`));
}

/** Whether `path` is a page that holds a mailed link's secret. */
export function isTokenPath(path: string): boolean {
  return tokenPage(path) !== undefined;
}

/**
 * `path` as the request log writes it: without its query (which may carry anything), and for a
 * page of a mailed link without the secret, so a copy of the logs opens no one's invitation,
 * reset or registration.
 */
export function loggedPath(path: string): string {
  const page = tokenPage(path);
  return page ? `${page}/…` : path.replace(/[?#].*$/, "");
}
