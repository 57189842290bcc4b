import { brotliCompressSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { PLAYWRIGHT_CHROMIUM_ARGS } from "../scripts/chromium.ts";
import { DESK, PHONE } from "../tests/support/screens.ts";

/**
 * What a page load costs in bytes (from Chromium's network events, bytes on the wire with
 * headers, cache off, scrolled to the end so lazy images load) and how much of the text a
 * visitor reads was already in the server's HTML.
 */

export type PageBytes = { path: string; viewport: string; jsCss: number; total: number };

const VIEWPORTS = {
  phone: { viewport: PHONE, deviceScaleFactor: 3, isMobile: true },
  desktop: { viewport: DESK, deviceScaleFactor: 1, isMobile: false },
} as const;

export async function withBrowser<T>(path: string, use: (browser: Browser) => Promise<T>) {
  const browser = await chromium.launch({ executablePath: path, args: PLAYWRIGHT_CHROMIUM_ARGS });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export async function pageBytes(
  browser: Browser,
  url: string,
  viewport: keyof typeof VIEWPORTS,
): Promise<PageBytes> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    let jsCss = 0;
    let total = 0;
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      total += e.encodedDataLength;
      if (["Script", "Stylesheet"].includes(types.get(e.requestId) ?? "")) {
        jsCss += e.encodedDataLength;
      }
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(async () => {
      for (let step = 0; step < 60 && scrollY + innerHeight < document.body.scrollHeight; step++) {
        scrollBy(0, innerHeight);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await page.waitForLoadState("networkidle");
    // Inline <style> and <script> travel inside the HTML document: counted as JS + CSS too, at
    // their brotli size (the document's own compression).
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("style, script:not([src])")]
        .map((element) => element.textContent ?? "")
        .join(""),
    );
    const inlineBytes = brotliCompressSync(inline).byteLength;
    return { path: new URL(url).pathname, viewport, jsCss: jsCss + inlineBytes, total };
  } finally {
    await context.close();
  }
}

/** The share of the words a visitor sees with JavaScript that the server's HTML already has. */
export async function textInHtml(browser: Browser, url: string): Promise<number> {
  const wordsOf = async (javaScriptEnabled: boolean) => {
    // Sections below the fold use `content-visibility: auto`: while the browser has not yet
    // drawn them their text is missing from `innerText`, although it is in the HTML. A window
    // as tall as the page draws them all once a frame is drawn.
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 1280, height: 20_000 },
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    // `load` can come before the browser has drawn a frame, and until then every such section
    // counts as far away. A screenshot waits for a drawn frame, with or without the page's script.
    await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
    // What is rendered, as a visitor reads it (hidden elements and scripts left out).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
    const text = await page.locator("body").innerText();
    await context.close();
    // The clock's digits change between the two loads; words are what a reader reads.
    return new Set(text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)));
  };
  const withScript = await wordsOf(true);
  const withoutScript = await wordsOf(false);
  const present = [...withScript].filter((word) => withoutScript.has(word)).length;
  return withScript.size === 0 ? 0 : (present / withScript.size) * 100;
}
