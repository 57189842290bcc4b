import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  isPrivatePath,
} from "./security-headers.server.ts";

describe("content security policy", () => {
  it("locks scripts to our origin plus the given inline sources", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("makes a different nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it("hashes each inline script of a prerendered page, not external ones", () => {
    const html =
      '<script>window.a=1</script><script type="module" nonce="x">import "b"</script><script src="/c.js"></script>';
    const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "b"')]);
  });
});

describe("private paths", () => {
  it("are admin, sign-in, sign-out and the admin and auth APIs", () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/indhold",
      "/auth",
      "/api/admin/testimonials",
      "/api/auth/x",
      "/logout",
      // The router matches paths in any case: so does this.
      "/ADMIN",
      "/Auth.data",
      "/Api/Admin/content",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/services",
      "/administration-info",
      "/authors",
      "/booking.data",
      "/api/testimonials",
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});
