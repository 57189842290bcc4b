import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { keptCopy } from "#tests/support/api-client.ts";
import { serverEnv, useServer } from "#tests/support/server.ts";
import { tempDir } from "#tests/support/temp.ts";

describe("production server", () => {
  const server = useServer();

  it("serves the home page in Danish", async () => {
    const response = await fetch(`${server().url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain('<html lang="da"');
  });

  it("answers unknown paths with status 404, the not-found text and noindex", async () => {
    const response = await fetch(`${server().url}/does-not-exist`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<a[^>]+href="\/"/);
  });

  it("serves hashed assets immutable and precompressed with brotli or gzip", async () => {
    // Public pages load no script files; the sign-in page runs React.
    const html = await (await fetch(`${server().url}/auth`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const br = await fetch(`${server().url}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const gzip = await fetch(`${server().url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${server().url}${asset}`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("answers public pages from its kept copy: HEAD without a body, no log line; a query string renders afresh and logs", async () => {
    const page = await keptCopy(`${server().url}/services`, {
      headers: { "accept-encoding": "br" },
    });
    const head = await fetch(`${server().url}/services`, {
      method: "HEAD",
      headers: { "accept-encoding": "br", "x-request-id": "kept-head-1" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(page.headers.get("content-length"));
    expect(head.headers.get("etag")).toBe(page.headers.get("etag"));
    expect(head.headers.get("x-request-id")).toBe("kept-head-1");
    expect(head.headers.get("x-frame-options")).toBe("DENY");
    expect(await head.text()).toBe("");
    const withQuery = await fetch(`${server().url}/services?utm_source=test`, {
      headers: { "x-request-id": "rendered-1" },
    });
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get("content-security-policy")).toContain("'nonce-");
    // Lines go out in order: once the later request's is there, the kept one's would be too.
    const line = await server().lineWith('"request_id":"rendered-1"');
    expect(JSON.parse(line)).toMatchObject({ msg: "request", method: "GET", path: "/services" });
    expect(server().output()).not.toContain("kept-head-1");
  });

  it("compresses server-rendered HTML", async () => {
    const response = await fetch(`${server().url}/does-not-exist`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("reports health as JSON", async () => {
    const response = await fetch(`${server().url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("logs one JSON line per request with a request id and no cookies", async () => {
    await fetch(`${server().url}/healthz?token=secret`, {
      headers: { cookie: "better-auth.session_token=abc123", "x-request-id": "test-req-42" },
    });
    const line = await server().lineWith('"request_id":"test-req-42"');
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ msg: "request", method: "GET", path: "/healthz", status: 200 });
    expect(typeof entry.duration_ms).toBe("number");
    expect(line).not.toContain("abc123");
    expect(line).not.toContain("secret");
  });

  it("exits 0 promptly on SIGTERM", async () => {
    const started = Date.now();
    expect(await server().stop("SIGTERM")).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("settings", () => {
  it("a bad PORT stops the process with one line naming it", () => {
    const run = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim()).toBe('Invalid setting PORT: must be a whole number (got "abc")');
  });

  it("a port already in use stops the start with one line saying so", async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done));
    const { port } = taken.address() as AddressInfo;
    try {
      const run = spawnSync(process.execPath, ["server/main.ts"], {
        env: serverEnv(port, tempDir("port-taken")),
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `failed to start: port ${port} on 127.0.0.1 is already in use (EADDRINUSE); stop what uses it or set PORT to another port`,
      );
    } finally {
      taken.close();
    }
  });
});

describe("security headers", () => {
  const server = useServer();

  it("every kind of response carries them", async () => {
    // The stylesheet is linked from pages that run React (public pages carry it inline).
    const html = await (await fetch(`${server().url}/auth`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeDefined();
    const paths = ["/", "/does-not-exist", "/healthz", asset, "/og-image.png", "/api/testimonials"];
    // The second "/" and "/api/testimonials" are kept copies, answered from memory.
    for (const path of [...paths, "/api/testimonials"] as string[]) {
      const response = await fetch(`${server().url}${path}`);
      const headers = response.headers;
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      const policy = headers.get("content-security-policy") ?? "";
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it("a rendered page gets a fresh nonce on every response, on each of its scripts", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server().url}/does-not-exist`);
      const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeDefined();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(3);
  });

  it("keeps private paths out of every cache; public pages and JSON in shared caches for 1 s", async () => {
    for (const path of ["/admin", "/auth", "/api/admin/testimonials", "/admin.data", "/healthz"]) {
      const response = await fetch(`${server().url}${path}`, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    for (const path of ["/", "/services", "/api/testimonials", "/sitemap.xml"]) {
      const response = await fetch(`${server().url}${path}`);
      expect(response.headers.get("cache-control"), path).toBe(
        "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
      );
      expect(response.headers.get("vary"), path).toContain("Cookie");
      const personal = await fetch(`${server().url}${path}`, {
        headers: { cookie: "better-auth.session_token=anything" },
      });
      expect(personal.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("isolates every private or personal response from other sites' windows; shared pages need not", async () => {
    // docs/decisions/018-opener-policy-where-there-is-a-session.md
    const session = { headers: { cookie: "better-auth.session_token=anything" } };
    const isolated: [string, RequestInit][] = [
      ["/admin", {}],
      ["/auth", {}],
      ["/admin/indhold", {}],
      ["/anmeldelse", {}],
      ["/healthz", {}],
      ["/", session],
      ["/booking", session],
    ];
    for (const [path, init] of isolated) {
      const response = await fetch(`${server().url}${path}`, { ...init, redirect: "manual" });
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
    const url = (path: string) => `${server().url}${path}`;
    for (const path of ["/", "/services", "/references", "/booking"]) {
      // The rendering as it streams, then the kept copy: neither carries one.
      for (const response of [await fetch(url(path)), await keptCopy(url(path))]) {
        expect(response.headers.get("cache-control"), path).toMatch(/^public/);
        expect(response.headers.get("cross-origin-opener-policy"), path).toBeNull();
      }
    }
    const notFound = await fetch(url("/does-not-exist"));
    expect(notFound.headers.get("cross-origin-opener-policy")).toBeNull();
  });
});

describe("home page cache", () => {
  const server = useServer();

  it("serves anonymous visitors one rendering, its inline scripts allowed by hash", async () => {
    // The first visitor gets the rendering as it streams, with its own nonce; a copy is kept.
    const rendered = await fetch(`${server().url}/`);
    expect(rendered.headers.get("content-security-policy")).toContain("'nonce-");
    await rendered.text();
    const first = await keptCopy(`${server().url}/`);
    const second = await fetch(`${server().url}/`);
    const html = await first.text();
    expect(first.headers.get("etag")).toBeTruthy();
    expect(await second.text()).toBe(html);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body] of inline) {
      const hash = createHash("sha256")
        .update(body ?? "")
        .digest("base64");
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  });

  it("renders afresh, with a nonce, for a visitor with a session cookie", async () => {
    const response = await fetch(`${server().url}/`, {
      headers: { cookie: "better-auth.session_token=anything" },
    });
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
  });
});
