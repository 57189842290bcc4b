import type { Browser, BrowserContext, Page } from "playwright-core";
import { median } from "./budgets.ts";

/**
 * A person's first click on an admin screen (docs/performance.md, sixth and seventh passes): a
 * raw mouse click (the browser's own input path, no helper script in the page) at a button, sent
 * at fixed moments after the navigation commits whatever the page is doing, timed in the page
 * from the `pointerdown`'s own time stamp to the first frame that shows the click's result,
 * through the button's own form (before React runs) as well. Only the clicks that came after the
 * page's first paint and found the button count: before, nobody sees it.
 */

export type ClicksAfterPaint = {
  clicks: number;
  medianMs: number;
  worstMs: number;
  over100: number;
  /** Clicks sent where the button was not yet (before the page scrolled to it): not counted. */
  misses: number;
};

/** What a person clicks, and how the page shows that it is done. */
export type ClickTarget = {
  /** The screen, as the link to it reads (a `#fragment` scrolls the button into view). */
  path: string;
  /** The button, by CSS. */
  button: string;
  /** Shown when this matches, holding `value` when one is given (a form's field). */
  shown: { selector: string; value?: string };
  /** Puts back what the click changed, between visits. */
  undo?: (page: Page) => Promise<void>;
};

/** The moments after the commit at which a click is sent, in ms; each visited `rounds` times. */
const MOMENTS = [120, 150, 180, 210, 240];

export async function clicksAfterPaint(
  browser: Browser,
  origin: string,
  signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>,
  target: ClickTarget,
  rounds = 3,
): Promise<ClicksAfterPaint> {
  // Tall enough for the button to be in view without scrolling.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1200 },
    storageState: signedIn,
  });
  const pathname = new URL(target.path, origin).pathname;
  await context.addInitScript(
    ({ pathname, button, shown }) => {
      const kept = sessionStorage;
      if (!kept.getItem("measuring")) return;
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (paint && location.pathname === pathname && !kept.getItem("paint"))
          kept.setItem("paint", String(performance.timeOrigin + paint.startTime));
      }).observe({ type: "paint", buffered: true });
      addEventListener(
        "pointerdown",
        (event) => {
          if (kept.getItem("down")) return;
          kept.setItem("down", String(performance.timeOrigin + event.timeStamp));
          const hit = event.target instanceof Element && event.target.closest(button);
          kept.setItem("missed", hit ? "" : "1");
        },
        { capture: true },
      );
      const frame = () => {
        const down = Number(kept.getItem("down") || 0);
        const done = document.querySelector<HTMLInputElement>(shown.selector);
        if (down && done && (shown.value === undefined || done.value === shown.value)) {
          kept.setItem("shown", String(performance.timeOrigin + performance.now()));
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { pathname, button: target.button, shown: target.shown },
  );
  const page = await context.newPage();
  await page.goto(origin + target.path);
  const box = await page.locator(target.button).first().boundingBox();
  if (!box) throw new Error(`${target.button} has no place on ${target.path}`);
  const times: number[] = [];
  let misses = 0;
  for (let round = 0; round < rounds; round++) {
    for (const moment of MOMENTS) {
      await page.goto(`${origin}/auth`);
      await page.evaluate(() => {
        sessionStorage.clear();
        sessionStorage.setItem("measuring", "1");
      });
      await page.goto(origin + target.path, { waitUntil: "commit" });
      await new Promise((wait) => setTimeout(wait, moment));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(
        () => sessionStorage.getItem("shown") || sessionStorage.getItem("missed"),
        null,
        { timeout: 10_000 },
      );
      // The first paint's entry can come a moment after the frame.
      await page.waitForTimeout(300);
      const { down, paint, shown, missed } = await page.evaluate(() => ({
        down: Number(sessionStorage.getItem("down")),
        paint: Number(sessionStorage.getItem("paint") || 0),
        shown: Number(sessionStorage.getItem("shown")),
        missed: sessionStorage.getItem("missed") === "1",
      }));
      // Before the first paint nobody sees the button; after it, a click that found none (the
      // page not yet scrolled to it) is not one a person makes.
      const afterPaint = paint > 0 && down >= paint;
      if (afterPaint && missed) misses++;
      if (afterPaint && !missed) times.push(shown - down);
      await target.undo?.(page);
    }
  }
  await context.close();
  if (misses > times.length) throw new Error(`most clicks on ${target.path} missed the button`);
  return {
    clicks: times.length,
    medianMs: Math.round(median(times)),
    worstMs: Math.round(Math.max(...times)),
    over100: times.filter((ms) => ms > 100).length,
    misses,
  };
}

/** The report's line on a person's first click: how many counted, their median, the worst. */
export function firstClickNote(button: string, done: string, clicks: ClicksAfterPaint): string {
  return `- A person's first \`${button}\` (a raw mouse click sent ${MOMENTS[0]}-${MOMENTS.at(-1)} ms after the commit, from its \`pointerdown\` to ${done}; bench/first-click.ts): ${clicks.clicks} clicks after the first paint, median ${clicks.medianMs} ms, worst ${clicks.worstMs} ms, ${clicks.over100} over 100 ms${clicks.misses ? `; ${clicks.misses} sent before the page had scrolled to the button, not counted` : ""}.`;
}
