import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { streamingCompress } from "./compress.ts";
import { responseCache } from "./response-cache.ts";

const PUBLIC = "public, max-age=0, s-maxage=1";

/** A site whose pages count their renderings; `version` is what the cache keys by. */
function site(options: { cacheControl?: string; status?: number; delayMs?: number } = {}) {
  let version = 0;
  let renders = 0;
  const app = new Hono();
  app.use(responseCache(() => version));
  app.get("*", async (c) => {
    renders += 1;
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    c.header("Cache-Control", options.cacheControl ?? PUBLIC);
    return c.html(`<p>${c.req.path} rendering ${renders} of version ${version}</p>`, {
      status: (options.status ?? 200) as 200,
    });
  });
  const get = async (path = "/", headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { response, text: await response.text() };
  };
  /** The first rendering is kept once it is complete: one turn for the compressors. */
  const settle = () => new Promise((r) => setTimeout(r, 50));
  return {
    app,
    get,
    settle,
    renders: () => renders,
    change: () => {
      version += 1;
    },
  };
}

describe("the response cache", () => {
  it("renders a public page once per content version, then answers from its copy", async () => {
    const s = site();
    const first = await s.get("/");
    await s.settle();
    const second = await s.get("/");
    expect(s.renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    // A kept page's scripts are allowed by hash: its rendering's nonce is not reused.
    expect(second.response.headers.get("content-security-policy")).toContain("script-src 'self'");
    s.change();
    const third = await s.get("/");
    expect(s.renders()).toBe(2);
    expect(third.text).toContain("version 1");
  });

  it("answers 304 for the copy's ETag, and compresses for those who accept it", async () => {
    const s = site();
    await s.get("/");
    await s.settle();
    const { response } = await s.get("/");
    const etag = response.headers.get("etag") as string;
    const notModified = await s.get("/", { "if-none-match": etag });
    expect(notModified.response.status).toBe(304);
    expect(notModified.text).toBe("");
    const br = await s.app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toContain("rendering 1");
  });

  it("keeps nothing for someone signed in, for a query string, or for what is not public", async () => {
    const s = site();
    await s.get("/", { cookie: "better-auth.session_token=abc" });
    await s.get("/?utm=x");
    await s.settle();
    await s.get("/", { cookie: "better-auth.session_token=abc" });
    await s.get("/?utm=x");
    expect(s.renders()).toBe(4);

    for (const options of [{ cacheControl: "no-store" }, { status: 404 }]) {
      const other = site(options);
      await other.get("/");
      await other.settle();
      await other.get("/");
      expect(other.renders()).toBe(2);
    }
  });

  it("lets visitors who arrive during a rendering wait for it instead of rendering again", async () => {
    const s = site({ delayMs: 50 });
    const pages = await Promise.all(Array.from({ length: 10 }, () => s.get("/")));
    expect(s.renders()).toBe(1);
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
  });

  it("never keeps a rendering made while the content changed", async () => {
    const s = site({ delayMs: 30 });
    const during = s.get("/");
    await new Promise((r) => setTimeout(r, 10));
    s.change();
    await during;
    await s.settle();
    const after = await s.get("/");
    expect(after.text).toContain("version 1");
    expect(s.renders()).toBe(2);
  });

  it("keeps the headers the middleware inside it gave the copy, without running them again", async () => {
    let runs = 0;
    const app = new Hono();
    app.use(responseCache(() => 0));
    app.use(async (c, next) => {
      runs += 1;
      await next();
      c.res.headers.set("X-Frame-Options", "DENY");
    });
    app.use(streamingCompress());
    const html = `<p>${"Hej ".repeat(500)}</p>`;
    app.get("/", (c) => c.html(html, 200, { "Cache-Control": PUBLIC }));
    // The first visitor's rendering is brotli-compressed as it streams; the copy is made from it.
    const first = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    await first.arrayBuffer();
    await new Promise((r) => setTimeout(r, 50));
    const gzip = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    const plain = await app.request("/");
    expect(runs).toBe(1);
    for (const kept of [gzip, plain]) {
      expect(kept.headers.get("x-frame-options")).toBe("DENY");
      expect(kept.headers.get("vary")).toBe("Accept-Encoding");
    }
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(await plain.text()).toBe(html);
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
  });

  it("keeps nothing that sets a cookie", async () => {
    let renders = 0;
    const app = new Hono();
    app.use(responseCache(() => 0));
    app.get("/", (c) => {
      renders += 1;
      c.header("Set-Cookie", "visit=1");
      return c.html("<p>Hej</p>", 200, { "Cache-Control": PUBLIC });
    });
    await (await app.request("/")).text();
    await new Promise((r) => setTimeout(r, 50));
    await (await app.request("/")).text();
    expect(renders).toBe(2);
  });

  it("keeps no image: an immutable picture with its own ETag would crowd the pages out", async () => {
    let renders = 0;
    const app = new Hono();
    app.use(responseCache(() => 0));
    app.get("/", () => {
      renders += 1;
      return new Response(new Uint8Array(2000), {
        headers: { "Content-Type": "image/avif", "Cache-Control": PUBLIC, ETag: '"a-640"' },
      });
    });
    await (await app.request("/")).arrayBuffer();
    await new Promise((r) => setTimeout(r, 50));
    const again = await app.request("/");
    expect(renders).toBe(2);
    expect(again.headers.get("etag")).toBe('"a-640"');
  });
});

describe("a kept copy answered on Node's own request (answerKept)", () => {
  it("sends the copy's bytes and headers as the middleware would, and leaves the rest to the app", async () => {
    let renders = 0;
    let version = 0;
    const cache = responseCache(() => version);
    const app = new Hono();
    app.use(cache);
    app.get("*", (c) => {
      renders += 1;
      return c.html(`<p>${"Hej ".repeat(400)} ${renders}</p>`, 200, { "Cache-Control": PUBLIC });
    });
    const toApp = getRequestListener(app.fetch);
    const kept: number[] = [];
    const server = createServer((req, res) => {
      const status = cache.answerKept(req, res);
      if (status) kept.push(status);
      else toApp(req, res);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${origin}/`);
      const html = await first.text();
      await new Promise((r) => setTimeout(r, 50));
      const br = await fetch(`${origin}/`, {
        headers: { "accept-encoding": "br", "x-request-id": "mine-1" },
      });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("x-request-id")).toBe("mine-1");
      expect(await br.text()).toBe(html); // fetch decodes brotli
      const plain = await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
      expect(plain.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
      const etag = plain.headers.get("etag") as string;
      const notModified = await fetch(`${origin}/`, { headers: { "if-none-match": etag } });
      expect(notModified.status).toBe(304);
      const head = await fetch(`${origin}/`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(kept).toEqual([200, 200, 304, 200]);
      expect(renders).toBe(1);

      // A query string, a session or a new content version: the app answers.
      await (await fetch(`${origin}/?utm=x`)).text();
      await (
        await fetch(`${origin}/`, { headers: { cookie: "better-auth.session_token=abc" } })
      ).text();
      version += 1;
      expect(await (await fetch(`${origin}/`)).text()).toContain(`${renders}</p>`);
      expect(renders).toBe(4);
      expect(kept).toHaveLength(4);
    } finally {
      server.close();
    }
  });
});
