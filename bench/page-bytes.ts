import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../scripts/chromium.ts";
import { type Response, sumOf, totalsOf } from "./byte-classes.ts";
import { own } from "./cleanup.ts";
import type { PageBytes } from "./types.ts";

/**
 * The bytes one page load fetches, from Chromium's own network events: the decoded length of
 * every chunk (raw) and the bytes on the wire per response, headers included (served). The
 * cache is off; the page is scrolled to its end so lazy images load too.
 */

const VIEWPORTS = {
  phone: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} as const;

export type Viewport = keyof typeof VIEWPORTS;

type Entry = Response & { done: boolean };

export async function measurePageBytes(
  browser: Browser,
  origin: string,
  path: string,
  viewport: Viewport,
): Promise<PageBytes> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const entries = new Map<string, Entry>();
    const entry = (id: string) => {
      const found = entries.get(id) ?? {
        resourceType: "Other",
        mimeType: "",
        raw: 0,
        served: 0,
        done: false,
      };
      entries.set(id, found);
      return found;
    };
    cdp.on("Network.responseReceived", (e) => {
      Object.assign(entry(e.requestId), { resourceType: e.type, mimeType: e.response.mimeType });
    });
    cdp.on("Network.dataReceived", (e) => {
      entry(e.requestId).raw += e.dataLength;
    });
    cdp.on("Network.loadingFinished", (e) => {
      Object.assign(entry(e.requestId), { served: e.encodedDataLength, done: true });
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.goto(origin + path, { waitUntil: "load" });
    await page.evaluate(async () => {
      for (let step = 0; step < 60 && scrollY + innerHeight < document.body.scrollHeight; step++) {
        scrollBy(0, innerHeight);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await page.waitForLoadState("networkidle");
    const finished = [...entries.values()].filter((e) => e.done);
    const byCategory = totalsOf(finished);
    return {
      path,
      viewport,
      byCategory,
      jsCssServed: sumOf(byCategory, "served", ["js", "css"]),
      totalServed: sumOf(byCategory, "served"),
      totalRaw: sumOf(byCategory, "raw"),
    };
  } finally {
    await context.close();
  }
}

/** Every page as a phone and as a desktop, in one browser that is closed afterwards. */
export async function measureBytesOfPages(
  executablePath: string,
  origin: string,
  paths: readonly string[],
): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  // Playwright kills its browser itself when the process exits.
  const close = own({ name: "Chromium", stop: () => browser.close(), kill: () => undefined });
  const results: PageBytes[] = [];
  try {
    for (const path of paths) {
      for (const viewport of ["phone", "desktop"] as const) {
        results.push(await measurePageBytes(browser, origin, path, viewport));
      }
    }
  } finally {
    await close();
  }
  return results;
}
