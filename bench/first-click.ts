import type { Browser, BrowserContext, Page } from "playwright-core";
import { type Budget, type Check, check, median } from "./budgets.ts";

/**
 * A person's first click on an admin screen (docs/performance.md, the sixth, seventh and
 * thirteenth passes): a raw mouse click (the browser's own input path, no helper script in the
 * page) at a button, sent at a fixed moment after the button first shows in that very visit
 * (whatever the page is still doing), timed from the moment it is sent to the first frame that
 * shows the click's result, on whichever document that is (the button's own GET or form post
 * before React runs loads the page again). The page reports through a binding (`exposeBinding`:
 * no helper script in the page), which holds across documents where the browser's storage may
 * not: a new document can miss the last writes of the one before.
 */

export type FirstClicks = {
  clicks: number;
  medianMs: number;
  worstMs: number;
  over100: number;
  /** Clicks that found the page moved under them (no button there): not counted. */
  misses: number;
  /** Clicks the browser dropped while it put the page on the screen: sent again. */
  dropped: number;
  /** Clicks that loaded the page again (the button's own GET or post, before React took it). */
  byServer: number;
  /** When the button first showed, after the navigation's commit: the median of the visits. */
  shownMs: number;
};

/** Who clicks what: the signed-in session's browser on the site at `origin`, and the target. */
type ClickVisit = {
  browser: Browser;
  origin: string;
  signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
  target: ClickTarget;
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

/**
 * Where each visit starts: a page of the site that runs nothing (`/auth` would not do: it sends a
 * signed-in person on to `/admin`, whose document then reports the button as well).
 */
const START = "/robots.txt";

/**
 * The moments after the button first shows at which the clicks "right after it appears" are sent,
 * in ms: its first 120 ms on the screen, each visited three times.
 */
const MOMENTS = [0, 30, 60, 90, 120];

/** What the measured page tells the bench, document by document (its own time, epoch ms). */
type Report =
  | { kind: "sight"; x: number; y: number; sinceCommit: number }
  | { kind: "down"; at: number; hit: boolean }
  | { kind: "shown"; at: number };

/** Clicks sent `MOMENTS` after the button first shows, three rounds (15 visits). */
export const clicksRightAfter = (visit: ClickVisit) => firstClicks(visit, MOMENTS, 3);

/** Clicks sent as soon as the button first shows, nine visits. */
export const clicksAtFirstSight = (visit: ClickVisit) => firstClicks(visit, [0], 9);

/**
 * Each visit starts on `START`, goes to the target's screen and watches for the button: once it
 * stands still in view in a frame after the page's first paint, the click is sent `moment` ms
 * later, at that place.
 */
async function firstClicks(
  visit: ClickVisit,
  moments: number[],
  rounds: number,
): Promise<FirstClicks> {
  const { browser, origin, signedIn, target } = visit;
  // Tall enough for the button to be in view without scrolling.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1200 },
    storageState: signedIn,
  });
  let listen: ((report: Report, document: string) => void) | undefined;
  await context.exposeBinding("__firstClick", (source, report: Report) =>
    listen?.(report, source.frame.url()),
  );
  await context.addInitScript(
    ({ pathname, button, shown }) => {
      if (location.pathname !== pathname) return;
      const tell = (report: unknown) =>
        (window as unknown as { __firstClick: (report: unknown) => void }).__firstClick(report);
      let painted = false;
      new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length) painted = true;
      }).observe({ type: "paint", buffered: true });
      let missed = false;
      addEventListener(
        "pointerdown",
        (event) => {
          const hit = event.target instanceof Element && event.target.closest(button);
          missed = !hit || hit !== document.querySelector(button);
          tell({ kind: "down", at: performance.timeOrigin + event.timeStamp, hit: !missed });
        },
        { capture: true },
      );
      // A click that found another place than the button (the page moved under it) does
      // nothing: a stray `Godkend` would change the rows the next visits click.
      addEventListener(
        "click",
        (event) => {
          if (!missed) return;
          event.preventDefault();
          event.stopImmediatePropagation();
        },
        { capture: true },
      );
      // In sight: painted, in the window, and where it was the frame before (as Playwright
      // waits for a still button: a click at a place still moving finds another).
      let last: DOMRect | null = null;
      let sighted = false;
      const frame = () => {
        const done = document.querySelector<HTMLInputElement>(shown.selector);
        if (done && (shown.value === undefined || done.value === shown.value)) {
          tell({ kind: "shown", at: performance.timeOrigin + performance.now() });
          return;
        }
        // Drawn too: a row far from the view (`content-visibility: auto`) is laid out first and
        // drawn a frame later, and until then a click there meets the row, not its button.
        const element = document.querySelector(button);
        const drawn = element?.checkVisibility({ contentVisibilityAuto: true });
        const box = drawn ? element?.getBoundingClientRect() : undefined;
        const at = box && box.height > 0 && box.bottom <= innerHeight ? box : null;
        const still = at && last && at.x === last.x && at.y === last.y;
        if (painted && still && !sighted) {
          sighted = true;
          const [navigation] = performance.getEntriesByType("navigation");
          const committed = (navigation as PerformanceNavigationTiming | undefined)?.responseStart;
          tell({
            kind: "sight",
            x: at.x + at.width / 2,
            y: at.y + at.height / 2,
            sinceCommit: performance.now() - (committed ?? 0),
          });
        }
        last = at;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    {
      pathname: new URL(target.path, origin).pathname,
      button: target.button,
      shown: target.shown,
    },
  );
  const page = await context.newPage();
  const times: number[] = [];
  const sightings: number[] = [];
  let byServer = 0;
  let misses = 0;
  let dropped = 0;
  for (let round = 0; round < rounds; round++) {
    for (const moment of moments) {
      await page.goto(origin + START);
      // The page's clock against this process's: a click is stamped here when it is sent.
      const before = Date.now();
      const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
      const offset = pageNow - (before + Date.now()) / 2;
      const reports: { report: Report; document: string }[] = [];
      let wake = () => {};
      listen = (report, document) => {
        reports.push({ report, document });
        wake();
      };
      /** The first report of `kind` from now on, within `ms` (null if none came). */
      const next = <Kind extends Report["kind"]>(kind: Kind, ms: number, from = reports.length) =>
        new Promise<Extract<Report, { kind: Kind }> | null>((done) => {
          const found = () =>
            reports.slice(from).find((entry) => entry.report.kind === kind)?.report as
              | Extract<Report, { kind: Kind }>
              | undefined;
          const timer = setTimeout(() => done(found() ?? null), ms);
          const check = () => {
            const report = found();
            if (!report) return;
            clearTimeout(timer);
            wake = () => {};
            done(report);
          };
          wake = check;
          check();
        });
      const sight = next("sight", 15_000);
      await page.goto(origin + target.path, { waitUntil: "commit" });
      const at = await sight;
      if (!at) throw new Error(`${target.button} never came in sight on ${target.path}`);
      sightings.push(at.sinceCommit);
      if (moment > 0) await new Promise((wait) => setTimeout(wait, moment));
      const clicked = reports.length;
      // Chromium drops a click that arrives while it still puts the new page on the screen (the
      // page never hears of it): a person clicks again, and the time runs from the click heard.
      // The time starts when the click is sent: the page's own report of its `pointerdown` can
      // be lost when the click loads another document at once.
      let sent = 0;
      let heard: Report | null = null;
      for (let tries = 0; !heard; tries++) {
        if (tries === 5) throw new Error(`five clicks on ${target.button} never reached the page`);
        if (tries > 0) dropped++;
        const from = reports.length;
        // Loading another address (the button's GET) is heard too; the page's own history
        // updates keep the address.
        const shownAt = page.url();
        const landed = page
          .waitForEvent("framenavigated", {
            predicate: (frame) => frame === page.mainFrame() && frame.url() !== shownAt,
            timeout: 1_000,
          })
          .then(
            () => true,
            () => false,
          );
        sent = Date.now() + offset;
        await page.mouse.click(at.x, at.y);
        const down = await next("down", 1_000, from);
        heard = down ?? ((await landed) ? { kind: "down", at: sent, hit: true } : null);
      }
      if (heard.kind === "down" && !heard.hit) {
        misses++;
        continue;
      }
      const shown = await next("shown", 10_000, clicked);
      if (!shown) throw new Error(`${target.shown.selector} never showed after ${target.button}`);
      times.push(shown.at - sent);
      const where = reports.find((entry) => entry.report === shown)?.document ?? "";
      if (where !== reports.find((entry) => entry.report === at)?.document) byServer++;
      await target.undo?.(page);
    }
  }
  listen = undefined;
  await context.close();
  return {
    clicks: times.length,
    medianMs: Math.round(median(times)),
    worstMs: Math.round(Math.max(...times)),
    over100: times.filter((ms) => ms > 100).length,
    misses,
    dropped,
    byServer,
    shownMs: Math.round(median(sightings)),
  };
}

/**
 * The budget's line for a person's first clicks: their median, or, when none found the button
 * (the page moved under them), a miss that says so.
 */
export function clicksCheck(figure: string, clicks: FirstClicks, budget: Budget): Check {
  if (clicks.clicks > 0) return check(figure, clicks.medianMs, budget);
  const missed = check(figure, Number.POSITIVE_INFINITY, budget);
  return { ...missed, measured: `no click found the button (${clicks.misses} missed)` };
}

/**
 * The report's line on a person's first clicks: `when` they were sent (`clicksRightAfter` or
 * `clicksAtFirstSight`), how many counted, their median, the worst.
 */
export function firstClicksNote(
  button: string,
  done: string,
  when: "right after" | "at first sight",
  clicks: FirstClicks,
): string {
  const sent =
    when === "right after"
      ? `sent ${MOMENTS[0]}-${MOMENTS.at(-1)} ms after the button first shows in that visit`
      : "sent as soon as the button first shows";
  return `- A person's first \`${button}\` ${when} (a raw mouse click ${sent}, a median ${clicks.shownMs} ms after the commit here, from the click to ${done}; bench/first-click.ts): ${clicks.clicks} clicks, median ${clicks.medianMs} ms, worst ${clicks.worstMs} ms, ${clicks.over100} over 100 ms; ${clicks.byServer} answered by the server (before React took the page)${clicks.misses ? `; ${clicks.misses} found the page moved under them (no button there), not counted` : ""}${clicks.dropped ? `; ${clicks.dropped} dropped by the browser while it put the page on the screen, sent again` : ""}.`;
}
