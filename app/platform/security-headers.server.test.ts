import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  referrerPolicy,
} from "./security-headers.server.ts";

describe("content security policy", () => {
  const policy = contentSecurityPolicy(["'nonce-abc'"]);

  it("locks scripts to our origin plus the given inline sources", () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it.each([
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "default-src 'self'",
  ])("holds %s", (directive) => {
    expect(policy).toContain(directive);
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

describe("referrer policy", () => {
  it.each(["/velkommen/abc", "/auth/nulstil/abc.data", "/Tilmelding/abc"])(
    "%s holds a mailed link's secret: no referrer at all",
    (path) => {
      expect(referrerPolicy(path)).toBe("no-referrer");
    },
  );

  it.each(["/", "/auth", "/tilmelding", "/begivenheder/lan"])("%s: the origin only", (path) => {
    expect(referrerPolicy(path)).toBe("strict-origin-when-cross-origin");
  });
});
