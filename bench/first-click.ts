import type { Browser } from "playwright-core";
import { editedName, signInAt } from "../tests/support/admin-figures.ts";
import { median } from "./budgets.ts";

/**
 * A person's first `Rediger` on /admin (docs/performance.md, sixth pass): a raw mouse click (the
 * browser's own input path, no helper script in the page) at the first row's button, sent at
 * fixed moments after the navigation commits whatever the page is doing, timed in the page from
 * the `pointerdown`'s own time stamp to the first frame whose form holds the row, through the
 * button's GET as well. Only the clicks that came after the list's first paint count: before
 * it, nobody sees the button.
 */

export type ClicksAfterPaint = {
  clicks: number;
  medianMs: number;
  worstMs: number;
  over100: number;
};

/** The moments after the commit at which a click is sent, in ms; each visited `rounds` times. */
const MOMENTS = [120, 150, 180, 210, 240];

export async function clicksAfterPaint(
  browser: Browser,
  origin: string,
  user: { email: string; password: string },
  rounds = 3,
): Promise<ClicksAfterPaint> {
  // Tall enough for the first row's button to be in view without scrolling.
  const context = await browser.newContext({ viewport: { width: 1440, height: 1200 } });
  await context.addInitScript(() => {
    const kept = sessionStorage;
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (paint && location.pathname === "/admin" && kept.getItem("want") && !kept.getItem("paint"))
        kept.setItem("paint", String(performance.timeOrigin + paint.startTime));
    }).observe({ type: "paint", buffered: true });
    addEventListener(
      "pointerdown",
      (event) => {
        if (!kept.getItem("down"))
          kept.setItem("down", String(performance.timeOrigin + event.timeStamp));
      },
      { capture: true },
    );
    const frame = () => {
      const down = Number(kept.getItem("down") || 0);
      const name = document.querySelector<HTMLInputElement>("input[name=name]");
      if (down && name && name.value === kept.getItem("want")) {
        kept.setItem("shown", String(performance.timeOrigin + performance.now()));
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const page = await context.newPage();
  await signInAt(page, origin, user.email, user.password);
  await page.goto(`${origin}/admin`);
  const button = page.locator("[data-edit-id]").first();
  const box = await button.boundingBox();
  const want = await editedName(button);
  if (!box) throw new Error("the first row's Rediger has no place on the page");
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const moment of MOMENTS) {
      await page.goto(`${origin}/auth`);
      await page.evaluate((name) => {
        sessionStorage.clear();
        sessionStorage.setItem("want", name);
      }, want);
      await page.goto(`${origin}/admin`, { waitUntil: "commit" });
      await new Promise((wait) => setTimeout(wait, moment));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => sessionStorage.getItem("shown"), null, { timeout: 10_000 });
      // The first paint's entry can come a moment after the frame.
      await page.waitForTimeout(300);
      const { down, paint, shown } = await page.evaluate(() => ({
        down: Number(sessionStorage.getItem("down")),
        paint: Number(sessionStorage.getItem("paint") || 0),
        shown: Number(sessionStorage.getItem("shown")),
      }));
      if (paint && down >= paint) times.push(shown - down);
    }
  }
  await context.close();
  return {
    clicks: times.length,
    medianMs: Math.round(median(times)),
    worstMs: Math.round(Math.max(...times)),
    over100: times.filter((ms) => ms > 100).length,
  };
}
