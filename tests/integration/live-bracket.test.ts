import { join } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFresh } from "#tests/support/api-client.ts";
import { postgresForSuite, type TestDatabase, testDatabases } from "#tests/support/databases.ts";
import { addEvent, TOURNAMENT, timed } from "#tests/support/events.ts";
import { followLive as follow } from "#tests/support/live-stream.ts";
import { PHONE } from "#tests/support/screens.ts";
import {
  startServer,
  useServerOn,
  useStaffAndVisitor,
  useTwoInstances,
} from "#tests/support/server.ts";
import { tempDir } from "#tests/support/temp.ts";
import { tournamentNight } from "#tests/support/tournaments.ts";
import { ensureNginx, type Nginx, proxyConfig, startNginx } from "../../bench/load.ts";
import { ensureChromium, PLAYWRIGHT_CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { freePort } from "../../scripts/free-port.ts";

/**
 * The live bracket (docs/pages.md, "The live bracket"): a page showing a bracket names its stream
 * (`data-live`) and the saving it shows (`data-live-tag`); the stream at
 * `/begivenheder/SLUG/live` says the current saving at once and again at every change, within
 * 2 s — on the instance that saved it, on another instance over PostgreSQL (and in a phone's
 * Chromium there), and through the shipped nginx config, which must pass the stream on as it comes.
 */

/** A result shows on every page showing the bracket within this (docs/performance.md). */
const LIVE_BOUND_MS = 2_000;

const tagIn = (html: string) => html.match(/data-live-tag="([^"]*)"/)?.[1];
const pageOf = async (url: string) => (await fetchFresh(url)).text();

const sqlite = testDatabases()[0] as TestDatabase;

describe("the live bracket on one instance", () => {
  const { server, database } = useServerOn(sqlite, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);
  const night = tournamentNight(() => clients);

  it("the page names its stream and saving; the stream sends the saving at once and each change within 2 s, uncompressed and never kept", async () => {
    const event = await night.tournament(4);
    const before = await pageOf(`${server().url}/begivenheder/${event.slug}`);
    expect(before).not.toContain('data-live="');
    await night.start(event);

    const page = await pageOf(`${server().url}/begivenheder/${event.slug}`);
    expect(page).toContain(`data-live="/begivenheder/${event.slug}/live"`);
    const shown = tagIn(page);
    expect(shown).toBeTruthy();
    const screen = await pageOf(`${server().url}/begivenheder/${event.slug}/storskaerm`);
    expect(tagIn(screen)).toBe(shown);

    const stream = await follow(`${server().url}/begivenheder/${event.slug}/live`);
    try {
      expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.headers.get("cache-control")).toBe("no-store");
      expect(stream.headers.get("content-encoding")).toBeNull();
      expect(await stream.next()).toBe(shown);
      expect(stream.text()).toContain("retry: ");

      const next = await night.nextMatch(event.id);
      if (!next) throw new Error("no match is ready");
      await night.patch(event.id, next.match, { status: "running", station: "PC 3" });
      // From the moment the save is acknowledged (its answer), as a guest would see it.
      const saved = Date.now();
      const tag = await stream.next(LIVE_BOUND_MS);
      expect(Date.now() - saved).toBeLessThan(LIVE_BOUND_MS);
      expect(tag).toBeTruthy();
      expect(tag).not.toBe(shown);
      // The page asked for again is the saving announced, the call on it.
      const after = await pageOf(`${server().url}/begivenheder/${event.slug}`);
      expect(tagIn(after)).toBe(tag);
      expect(after).toContain("Station PC 3");

      // Every result to the end: each one announced.
      let last = tag;
      while (await night.playNext(event)) {
        const each = await stream.next();
        expect(each).toBeTruthy();
        expect(each).not.toBe(last);
        last = each;
      }
      expect(await pageOf(`${server().url}/begivenheder/${event.slug}`)).toContain("Vinder</h3>");
    } finally {
      stream.close();
    }
  });

  it("is 404 for an unknown event, an event without a tournament, and a bad slug; a HEAD holds nothing open", async () => {
    const lan = await clients.staff.post("/api/admin/events", {
      title: "LAN uden turnering",
      kind: "lan",
      capacity: 10,
      price: 0,
      status: "scheduled",
      starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
    });
    expect(lan.status, await lan.clone().text()).toBe(201);
    const { slug } = (await lan.json()) as { slug: string };
    for (const path of [`/begivenheder/${slug}/live`, "/begivenheder/findes-ikke/live"]) {
      expect((await fetchFresh(server().url + path)).status, path).toBe(404);
    }
    expect((await fetchFresh(`${server().url}/begivenheder/UGYLDIG_slug/live`)).status).toBe(404);

    const event = await night.tournament(2);
    const head = await fetchFresh(`${server().url}/begivenheder/${event.slug}/live`, {
      method: "HEAD",
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^text\/event-stream/);
  });

  describe("behind the shipped nginx config", () => {
    let nginx: Nginx;
    beforeAll(async () => {
      const dir = join(tempDir("live-nginx"), "nginx");
      const port = await freePort();
      const app = new URL(server().url).host;
      nginx = await startNginx(ensureNginx(), dir, port, proxyConfig(dir, port, app), "/healthz");
    }, 60_000);
    afterAll(() => nginx?.stop());

    it("passes each change on as it comes, and a page asked for with the announced saving is that saving", async () => {
      const event = await night.tournament(4);
      await night.start(event);
      // The page through nginx, kept there for a moment as any public page.
      const kept = await pageOf(`${nginx.url}/begivenheder/${event.slug}`);
      const shown = tagIn(kept);
      const stream = await follow(`${nginx.url}/begivenheder/${event.slug}/live`);
      try {
        expect(await stream.next()).toBe(shown);
        const next = await night.nextMatch(event.id);
        if (!next) throw new Error("no match is ready");
        await night.patch(event.id, next.match, { status: "running", station: "PC 9" });
        const tag = await stream.next();
        expect(tag).toBeTruthy();
        expect(tag).not.toBe(shown);
        // What the page script asks for when the kept copy is older than the saving announced.
        const fresh = await pageOf(
          `${nginx.url}/begivenheder/${event.slug}?live=${encodeURIComponent(tag ?? "")}`,
        );
        expect(tagIn(fresh)).toBe(tag);
        expect(fresh).toContain("Station PC 9");
      } finally {
        stream.close();
      }
    });
  });
});

it("a stop ends the streams at once, so browsers reconnect elsewhere instead of holding it for its grace", async () => {
  const server = await startServer();
  try {
    const event = await addEvent({ dataDir: server.dataDir }, { ...TOURNAMENT, ...timed(3) });
    const stream = await follow(`${server.url}/begivenheder/${event.slug}/live`);
    expect(await stream.next()).toBe("");
    const stopping = Date.now();
    expect(await server.stop()).toBe(0);
    // The grace for requests is 8 s (server/http.ts); an open stream no longer waits for it.
    expect(Date.now() - stopping).toBeLessThan(4_000);
  } finally {
    if (server.child.exitCode === null) await server.stop();
  }
});

const baseUrl = postgresForSuite("live-bracket.test.ts", "the live bracket on two instances");

describe.skipIf(!baseUrl)("the live bracket on two instances (needs TEST_DATABASE_URL)", () => {
  const two = useTwoInstances(baseUrl);
  // Staff and guests on the first instance; the follower on the second.
  const clients = useStaffAndVisitor(
    () => two.first,
    () => ({ dataDir: two.first.dataDir, databaseUrl: two.databaseUrl }),
  );
  const night = tournamentNight(() => clients);

  it("a result saved on one instance reaches a follower of the other within 2 s, and its page shows it", async () => {
    const event = await night.tournament(4);
    await night.start(event);
    const page = `${two.second.url}/begivenheder/${event.slug}`;
    const shown = tagIn(await pageOf(page));
    const stream = await follow(`${two.second.url}/begivenheder/${event.slug}/live`);
    try {
      expect(await stream.next()).toBe(shown);
      const next = await night.nextMatch(event.id);
      if (!next) throw new Error("no match is ready");
      await night.patch(event.id, next.match, { scores: [2, 0] });
      // From the moment the save is acknowledged (its answer), as a guest would see it.
      const saved = Date.now();
      let tag = await stream.next(LIVE_BOUND_MS);
      // The start's announcement can reach this instance after its page was read: the same
      // saving again, not the result.
      while (tag === shown) tag = await stream.next(LIVE_BOUND_MS - (Date.now() - saved));
      expect(Date.now() - saved).toBeLessThan(LIVE_BOUND_MS);
      expect(tag).toBeTruthy();
      const after = await pageOf(page);
      expect(tagIn(after)).toBe(tag);
    } finally {
      stream.close();
    }
  });

  it("a phone's browser on the other instance shows each result within 2 s, without a reload, to the winner", async () => {
    const event = await night.tournament(4);
    await night.start(event);
    const browser = await chromium.launch({
      executablePath: ensureChromium({ tests: true }),
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    });
    try {
      const phone = await browser.newPage({
        viewport: PHONE,
        isMobile: true,
      });
      await phone.goto(`${two.second.url}/begivenheder/${event.slug}`);
      // A mark on the document: still there at the end, the page was never loaded again.
      await phone.evaluate(() => document.body.setAttribute("data-stayed", ""));
      const bracket = phone.getByRole("region", { name: "Turneringstræ" });
      const tagShown = () => bracket.getAttribute("data-live-tag");
      // The page follows its stream once it is on the screen; a result saved before it opens is
      // still shown, as the stream's first message is the saving then current.
      let results = 0;
      let shown = await tagShown();
      while (await night.playNext(event)) {
        // From the moment the save on the first instance is acknowledged, as a guest would see it.
        const saved = Date.now();
        await expect.poll(tagShown, { timeout: LIVE_BOUND_MS, interval: 50 }).not.toBe(shown);
        expect(Date.now() - saved).toBeLessThan(LIVE_BOUND_MS);
        shown = await tagShown();
        results += 1;
      }
      expect(results).toBe(3);
      await expect.poll(() => bracket.getByRole("heading", { name: "Vinder" }).count()).toBe(1);
      expect(await phone.locator("body[data-stayed]").count()).toBe(1);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
