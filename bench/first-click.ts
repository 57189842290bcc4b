import type { Browser, BrowserContext, Page } from "playwright-core";
import { type Budget, type Check, check, median } from "./budgets.ts";

/**
 * A person's first click on an admin screen (docs/performance.md, sixth and seventh passes): a
 * raw mouse click (the browser's own input path, no helper script in the page) at a button, sent
 * at fixed moments after the button first shows (whatever the page is still doing), timed in the page
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
  /** Clicks the browser dropped (sent while it put the page on the screen): not counted. */
  dropped: number;
  /** The button's first frame after the commit on a warm visit here: where the moments start. */
  appearsMs: number;
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
 * The moments after the button first shows at which a click is sent, in ms, each visited
 * `rounds` times: its first 120 ms on the screen. That frame is found on this machine first (a
 * warm visit), so the clicks land after it here, however fast the machine is.
 */
const MOMENTS = [0, 30, 60, 90, 120];

/** A context of the visit's session, tall enough for the button to be in view without scrolling. */
function sessionContext({ browser, signedIn }: ClickVisit) {
  return browser.newContext({ viewport: { width: 1440, height: 1200 }, storageState: signedIn });
}

/** What the page's own measuring script is told: the target's screen, its button, its result. */
function pageTarget({ origin, target }: ClickVisit) {
  return {
    pathname: new URL(target.path, origin).pathname,
    button: target.button,
    shown: target.shown,
  };
}

/** The times of the clicks that counted: how many, their median, the worst, how many over 100 ms. */
function clickFigures(times: number[]) {
  return {
    clicks: times.length,
    medianMs: Math.round(median(times)),
    worstMs: Math.round(Math.max(...times)),
    over100: times.filter((ms) => ms > 100).length,
  };
}

export async function clicksAfterPaint(visit: ClickVisit, rounds = 3): Promise<ClicksAfterPaint> {
  const { origin, target } = visit;
  const context = await sessionContext(visit);
  // The page reports through a binding, which holds across documents (a click before React runs
  // is the button's GET, and the new document can miss the last writes of the one before to the
  // browser's storage): `measuring` is set on the start page, long before.
  let reports: Report[] = [];
  await context.exposeBinding("__firstClick", (_source, report: Report) => reports.push(report));
  await context.addInitScript(({ pathname, button, shown }) => {
    if (location.pathname !== pathname) return;
    // The warm visit only (each frame's look would weigh on the measured ones): the first frame
    // that draws the button in view.
    if (sessionStorage.getItem("warm")) {
      const look = () => {
        const element = document.querySelector(button);
        const box = element?.checkVisibility({ contentVisibilityAuto: true })
          ? element.getBoundingClientRect()
          : undefined;
        if (box && box.height > 0 && box.bottom <= innerHeight) {
          (window as unknown as { buttonAt: number }).buttonAt = performance.now();
        } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }
    if (!sessionStorage.getItem("measuring")) return;
    const tell = (report: unknown) =>
      (window as unknown as { __firstClick: (report: unknown) => void }).__firstClick(report);
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (paint) tell({ kind: "paint", at: performance.timeOrigin + paint.startTime });
    }).observe({ type: "paint", buffered: true });
    addEventListener(
      "pointerdown",
      (event) => {
        const hit = event.target instanceof Element && event.target.closest(button);
        const at = performance.timeOrigin + event.timeStamp;
        tell({ kind: "down", at, hit: Boolean(hit) && hit === document.querySelector(button) });
      },
      { capture: true },
    );
    const frame = () => {
      const done = document.querySelector<HTMLInputElement>(shown.selector);
      if (done && (shown.value === undefined || done.value === shown.value)) {
        tell({ kind: "shown", at: performance.timeOrigin + performance.now() });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, pageTarget(visit));
  const page = await context.newPage();
  await page.goto(origin + target.path);
  const box = await page.locator(target.button).first().boundingBox();
  if (!box) throw new Error(`${target.button} has no place on ${target.path}`);
  // When the button first shows after the commit, on a visit as warm as the measured ones: the
  // page's first paint can come before the list does (its header and shell).
  await page.goto(origin + START);
  await page.evaluate(() => sessionStorage.setItem("warm", "1"));
  await page.goto(origin + target.path, { waitUntil: "load" });
  const appearsMs = Math.round(
    await page.evaluate(async () => {
      const shownAt = await new Promise<number | undefined>((done) => {
        const until = performance.now() + 2_000;
        const wait = () => {
          const at = (window as unknown as { buttonAt?: number }).buttonAt;
          if (at !== undefined || performance.now() > until) done(at);
          else setTimeout(wait, 20);
        };
        wait();
      });
      const [navigation] = performance.getEntriesByType("navigation");
      const committed = (navigation as PerformanceNavigationTiming | undefined)?.responseStart;
      return shownAt !== undefined && committed !== undefined
        ? Math.max(0, shownAt - committed)
        : 0;
    }),
  );
  await page.evaluate(() => sessionStorage.removeItem("warm"));
  /** The first report of `kind` within `ms` (null if none came). */
  const next = async <Kind extends Report["kind"]>(kind: Kind, ms: number) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = reports.find((report) => report.kind === kind);
      if (found || Date.now() > until)
        return (found ?? null) as Extract<Report, { kind: Kind }> | null;
      await new Promise((wait) => setTimeout(wait, 10));
    }
  };
  const times: number[] = [];
  let misses = 0;
  let dropped = 0;
  for (let round = 0; round < rounds; round++) {
    for (const moment of MOMENTS.map((after) => appearsMs + after)) {
      await page.goto(origin + START);
      await page.evaluate(() => sessionStorage.setItem("measuring", "1"));
      reports = [];
      await page.goto(origin + target.path, { waitUntil: "commit" });
      await new Promise((wait) => setTimeout(wait, moment));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // Chromium drops a click that arrives while it still puts the new page on the screen (the
      // page never hears of it): not one a person's page shows, and not counted.
      const down = await next("down", 1_000);
      if (!down) dropped++;
      const shown = down?.hit ? await next("shown", 10_000) : null;
      if (down?.hit && !shown) {
        throw new Error(`${target.shown.selector} never showed after ${target.button}`);
      }
      // The first paint's entry can come a moment after the frame.
      const paint = await next("paint", 300);
      // Before the first paint nobody sees the button; after it, a click that found none (the
      // page not yet scrolled to it) is not one a person makes.
      const afterPaint = down && paint && down.at >= paint.at;
      if (afterPaint && !down.hit) misses++;
      if (afterPaint && shown) times.push(shown.at - down.at);
      await target.undo?.(page);
    }
  }
  await context.close();
  return { ...clickFigures(times), misses, dropped, appearsMs };
}

/**
 * The budget's line for a person's first clicks: their median, or, when none found the button
 * (the page moved under them), a miss that says so.
 */
export function clicksCheck(
  figure: string,
  clicks: Omit<ClicksAfterPaint, "appearsMs">,
  budget: Budget,
): Check {
  if (clicks.clicks > 0) return check(figure, clicks.medianMs, budget);
  const missed = check(figure, Number.POSITIVE_INFINITY, budget);
  return { ...missed, measured: `no click found the button (${clicks.misses} missed)` };
}

/**
 * A click at first sight: as `ClicksAfterPaint` (its dropped clicks are sent again), and how many
 * the server answered.
 */
export type ClicksAtSight = Omit<ClicksAfterPaint, "appearsMs"> & {
  /** Clicks that loaded the page again (the button's own GET, before React took the page). */
  byServer: number;
};

/** What the measured page tells the bench, document by document (its own time, epoch ms). */
type Report =
  | { kind: "sight"; x: number; y: number }
  | { kind: "paint"; at: number }
  | { kind: "down"; at: number; hit: boolean }
  | { kind: "shown"; at: number; document: string };

/**
 * A person's click the moment the button shows (issue 35): a raw mouse click sent as soon as the
 * button stands still in view in a frame after the page's first paint, timed from its
 * `pointerdown` to the first frame that shows the result, on whichever document that is (the
 * button's GET before React runs loads the page again). The page reports through a binding
 * (`exposeBinding`: no helper script in the page), which holds across documents where the
 * browser's storage may not: a new document can miss the last writes of the one before.
 */
export async function clicksAtFirstSight(visit: ClickVisit, rounds = 9): Promise<ClicksAtSight> {
  const { origin, target } = visit;
  const context = await sessionContext(visit);
  let listen: ((report: Report, document: string) => void) | undefined;
  await context.exposeBinding("__firstSight", (source, report: Report) =>
    listen?.(report, source.frame.url()),
  );
  await context.addInitScript(({ pathname, button, shown }) => {
    if (location.pathname !== pathname) return;
    const tell = (report: unknown) =>
      (window as unknown as { __firstSight: (report: unknown) => void }).__firstSight(report);
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
        tell({ kind: "sight", x: at.x + at.width / 2, y: at.y + at.height / 2 });
      }
      last = at;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, pageTarget(visit));
  const page = await context.newPage();
  const times: number[] = [];
  let byServer = 0;
  let misses = 0;
  let dropped = 0;
  for (let round = 0; round < rounds; round++) {
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
    const clicked = reports.length;
    // Chromium drops a click that arrives while it still puts the new page on the screen (the
    // page never hears of it): a person clicks again, and the time runs from the click heard.
    // The time starts when the click is sent: the page's own report of its `pointerdown` can be
    // lost when the click loads another document at once.
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
  listen = undefined;
  await context.close();
  return { ...clickFigures(times), byServer, misses, dropped };
}

/** The report's line on a click at first sight. */
export function firstSightNote(button: string, done: string, clicks: ClicksAtSight): string {
  return `- A person's \`${button}\` at first sight (a raw mouse click sent as soon as a frame after the first paint shows the button, from its \`pointerdown\` to ${done}; bench/first-click.ts): ${clicks.clicks} visits, median ${clicks.medianMs} ms, worst ${clicks.worstMs} ms, ${clicks.over100} over 100 ms; ${clicks.byServer} answered by the server (the button's GET, before React took the page)${clicks.misses ? `; ${clicks.misses} found the page moved under them (no button there), not counted` : ""}${clicks.dropped ? `; ${clicks.dropped} dropped by the browser while it put the page on the screen, sent again` : ""}.`;
}

/** The report's line on a person's first click: how many counted, their median, the worst. */
export function firstClickNote(button: string, done: string, clicks: ClicksAfterPaint): string {
  return `- A person's first \`${button}\` (a raw mouse click sent ${MOMENTS[0]}-${MOMENTS.at(-1)} ms after the button first shows, ${clicks.appearsMs} ms after the commit here, from its \`pointerdown\` to ${done}; bench/first-click.ts): ${clicks.clicks} clicks after the first paint, median ${clicks.medianMs} ms, worst ${clicks.worstMs} ms, ${clicks.over100} over 100 ms${clicks.misses ? `; ${clicks.misses} sent before the page had scrolled to the button, not counted` : ""}${clicks.dropped ? `; ${clicks.dropped} dropped by the browser while it put the page on the screen, not counted` : ""}.`;
}
