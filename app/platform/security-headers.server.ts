import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy (a nonce for each rendered page's scripts, hashes for a kept copy)
 * and which paths are private. The other security headers come from Hono's `secureHeaders`
 * (server/app.ts).
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

/** Paths whose responses are per-visitor or secret: never stored by a browser or proxy. */
export function isPrivatePath(path: string): boolean {
  return /^\/(admin|auth|logout|api\/admin|api\/auth)(\/|\.data$|$)/i.test(path);
}
