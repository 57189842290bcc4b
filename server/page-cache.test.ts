import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CacheableRequest, createPageCache } from "./page-cache.ts";

const HOME: CacheableRequest = { method: "GET", path: "/", hasQuery: false, cookie: undefined };
/**
 * Time passes on a fake clock (timers and `Date`), so the expiry and the making-ahead are tested
 * exactly, however slow the machine: a real clock left these tests a few hundred milliseconds.
 */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** The cache around a renderer that counts its renderings, wired as `server/app.ts` does. */
function site(ttlMs: number, hotMs: number) {
  let renderings = 0;
  const cache = createPageCache({ pages: ["/"], data: [], ttlMs, hotMs });
  const app = new Hono();
  app.use(cache.keep);
  app.get("/", (c) => {
    renderings += 1;
    return c.html(
      `<html><head><style data-site-styles="">@layer utilities{.used{color:red}.unused{color:blue}}</style></head><body><p class="used">rendering ${renderings}</p></body></html>`,
    );
  });
  cache.refreshAhead(async (path) => {
    await (await app.fetch(new Request(`http://site.test${path}`))).arrayBuffer();
  });
  return { cache, app, renderings: () => renderings };
}

async function keptCopyOf(cache: ReturnType<typeof createPageCache>) {
  for (let i = 0; i < 100; i++) {
    const copy = cache.keptCopy(HOME);
    if (copy) return copy;
    await sleep(20);
  }
  throw new Error("no copy was kept");
}

describe("the page cache", () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("keeps a complete page with its inline stylesheet cut to what it uses, compressed", async () => {
    const { cache, app } = site(5_000, 60_000);
    stop = cache.stop;
    const first = await app.fetch(new Request("http://site.test/"));
    // The first visitor gets the rendering itself.
    expect(await first.text()).toContain(".unused{color:blue}");
    const copy = await keptCopyOf(cache);
    expect(text(copy.body)).toContain(".used{color:red}");
    expect(text(copy.body)).not.toContain(".unused");
    expect(copy.br?.byteLength).toBeGreaterThan(0);
    expect(copy.csp).toContain("script-src");
  });

  it("makes a page that visitors ask for again before its copy expires, so they never wait", async () => {
    const ttlMs = 2_000;
    const { cache, app, renderings } = site(ttlMs, 60_000);
    stop = cache.stop;
    await (await app.fetch(new Request("http://site.test/"))).arrayBuffer();
    const first = await keptCopyOf(cache);
    const seen = new Set<string>();
    // Visitors for three lifetimes of a copy: each of them finds a fresh copy.
    const until = Date.now() + 3 * ttlMs;
    while (Date.now() < until) {
      const copy = cache.keptCopy(HOME);
      expect(copy, "a visitor found no kept copy").toBeDefined();
      seen.add(text(copy?.body));
      await sleep(100);
    }
    expect(renderings()).toBeGreaterThanOrEqual(3);
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(seen.has(text(first.body))).toBe(true);
  });

  it("lets the copy of a page nobody asks for expire, and stops making it", async () => {
    const ttlMs = 1_000;
    const hotMs = 500;
    const { cache, app, renderings } = site(ttlMs, hotMs);
    stop = cache.stop;
    await (await app.fetch(new Request("http://site.test/"))).arrayBuffer();
    await keptCopyOf(cache);
    const made = renderings();
    await sleep(3 * ttlMs);
    expect(renderings()).toBe(made);
    expect(cache.keptCopy(HOME)).toBeUndefined();
  });

  it("drops the copy at once when content changes, and never keeps one made meanwhile", async () => {
    const { cache, app } = site(5_000, 60_000);
    stop = cache.stop;
    await (await app.fetch(new Request("http://site.test/"))).arrayBuffer();
    await keptCopyOf(cache);
    cache.clear();
    expect(cache.keptCopy(HOME)).toBeUndefined();
  });

  it("keeps nothing for a visitor with a session", async () => {
    const { cache, app } = site(5_000, 60_000);
    stop = cache.stop;
    const request = new Request("http://site.test/", {
      headers: { cookie: "__Secure-better-auth.session_token=abc" },
    });
    await (await app.fetch(request)).arrayBuffer();
    await sleep(300);
    expect(cache.keptCopy(HOME)).toBeUndefined();
  });
});
