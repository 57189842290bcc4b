import { createHash, randomBytes } from "node:crypto";

/**
 * Security headers for every response (MDN HTTP Observatory A+ once served over https).
 * Imported by the bundle (entry.server: nonce-based CSP for rendered pages) and by the Node
 * server (hash-based CSP for prerendered pages, headers on everything else), so it depends on
 * nothing but node:crypto.
 */

/** A fresh, unguessable nonce for one response's inline scripts. */
export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * `scriptSources` are the extra allowed sources for inline scripts: `'nonce-…'` for a rendered
 * page, `'sha256-…'` hashes for a prerendered one, none for anything else.
 */
export function contentSecurityPolicy(scriptSources: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}`,
    // React and Radix set style attributes; scripts stay locked down.
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

/** `'sha256-…'` sources for every inline script of a prerendered HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
  if (siteUrl.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/** Paths whose responses are per-visitor or secret: never stored by a browser or proxy. */
export function isPrivatePath(path: string): boolean {
  return /^\/(admin|auth|api|logout)(\/|\.data$|$)/.test(path);
}
