import { createHash, randomBytes } from "node:crypto";
import { NO_STORE } from "#app/lib/cache-control.ts";
import { isPrivatePath } from "#app/lib/private-paths.ts";
import { isTokenPath } from "#app/lib/token-paths.ts";
import { hasSessionCookie } from "./session-cookie.ts";

/**
 * The Content-Security-Policy (a nonce for each rendered page's scripts, hashes for a kept copy)
 * and the rules every answer leaves with. The other security headers come from Hono's
 * `secureHeaders` (server/app.ts).
 */

/** A fresh, unguessable nonce for one response's inline scripts. */
export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * `scriptSources` are the extra allowed sources for inline scripts: `'nonce-…'` for a rendered
 * page, `'sha256-…'` hashes for a kept copy (a nonce cannot be reused), none for anything else.
 */
export function contentSecurityPolicy(scriptSources: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}`,
    // React and Radix set style attributes, and sonner (the admin's toasts) adds a <style>
    // element (docs/decisions/012-one-ui-kit.md); scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/** `'sha256-…'` sources for every inline script of an HTML document kept for reuse. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * What other sites learn of the page a link or a resource was followed from: the origin only,
 * and from a page whose address holds a mailed link's secret nothing at all (docs/security.md).
 */
export function referrerPolicy(path: string): string {
  return isTokenPath(path) ? "no-referrer" : "strict-origin-when-cross-origin";
}

/**
 * The rules every answer leaves with, whatever made it. Pages and the API render their own
 * policy; the rest gets one without inline scripts (in production: Vite's dev server injects
 * scripts of its own). The Referrer-Policy is the path's. Private paths are never stored; a
 * public answer to someone signed in is theirs alone. Only what every anonymous visitor shares
 * goes without a Cross-Origin-Opener-Policy
 * (docs/decisions/018-opener-policy-where-there-is-a-session.md).
 */
export function applyCachingRules(
  request: { path: string; cookie: string | undefined },
  headers: Headers,
  production: boolean,
): void {
  if (production && !headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy());
  }
  headers.set("Referrer-Policy", referrerPolicy(request.path));
  if (isPrivatePath(request.path)) {
    headers.set("Cache-Control", NO_STORE);
  } else if (
    headers.get("Cache-Control")?.startsWith("public") &&
    !request.path.startsWith("/assets/")
  ) {
    const vary = headers.get("Vary");
    if (!vary?.includes("Cookie")) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
    if (hasSessionCookie(request.cookie)) headers.set("Cache-Control", NO_STORE);
  }
  if (!headers.get("Cache-Control")?.startsWith("public")) {
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  }
}
