import type { Browser } from "playwright-core";
import { signInAt } from "../tests/support/admin-figures.ts";
import { DESK, PHONE } from "../tests/support/screens.ts";
import { addUser } from "../tests/support/users.ts";
import { median } from "./budgets.ts";

export type NightResultFigures = {
  /** `Gem resultat` pressed → the result shown on the match's card, median. */
  shownMs: number;
  /** `Gem resultat` pressed → saved, the page's data read again and the toast shown, median. */
  savedMs: number;
  results: number;
};

/**
 * A result entered on a phone on the night's admin screen (docs/admin.md, "The tournament
 * night"), on the bench's 64-entry double elimination: scores typed into the first match that
 * takes one, `Gem resultat` pressed, timed in the page (polling each frame) to the card saying
 * the result, and to the toast that says it was saved.
 */
export async function resultsOnPhone(
  browser: Browser,
  origin: string,
  night: { eventId: string },
  dataDir: string,
  results = 7,
): Promise<NightResultFigures> {
  const user = addUser({ dataDir, staff: true });
  const context = await browser.newContext({ viewport: DESK });
  try {
    const page = await context.newPage();
    await signInAt(page, origin, user.email, user.password);
    await page.setViewportSize(PHONE);
    const shown: number[] = [];
    const saved: number[] = [];
    for (let round = 0; round < results; round++) {
      // A new document each time (an address that differs only by its `#` would not load one).
      await page.goto(`${origin}/admin/begivenheder?tilmeldinger=${night.eventId}`);
      await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
      const card = page
        .locator("li[id^=kamp-]")
        .filter({ has: page.getByRole("button", { name: /^Gem resultat/ }) })
        .first();
      const id = (await card.getAttribute("id")) ?? "";
      const scores = card.getByRole("textbox", { name: /^Resultat for / });
      await scores.nth(0).fill("2");
      await scores.nth(1).fill("1");
      const button = card.getByRole("button", { name: /^Gem resultat/ });
      await button.scrollIntoViewIfNeeded();
      // Timed in the page from the press's own time stamp; the result left on `window`.
      await page.evaluate((id) => {
        const toasts = () =>
          document.querySelectorAll("[data-sonner-toast][data-type=success]").length;
        const before = toasts();
        const frame = (pressed: number, shownAt: number) => {
          const status = document.getElementById(id)?.querySelector("[role=status]");
          const shown = shownAt || (status?.textContent?.includes("2-1") ? performance.now() : 0);
          if (toasts() > before) {
            const saved = performance.now() - pressed;
            Object.assign(window, { night: { shown: shown ? shown - pressed : saved, saved } });
          } else requestAnimationFrame(() => frame(pressed, shown));
        };
        addEventListener("pointerdown", (press) => frame(press.timeStamp, 0), {
          once: true,
          capture: true,
        });
      }, id);
      await button.click({ noWaitAfter: true });
      const handle = await page.waitForFunction(
        () => (window as unknown as { night?: { shown: number; saved: number } }).night,
        null,
        { polling: 50 },
      );
      const { shown: shownMs, saved: savedMs } = (await handle.jsonValue()) as {
        shown: number;
        saved: number;
      };
      shown.push(shownMs);
      saved.push(savedMs);
    }
    return { shownMs: median(shown), savedMs: median(saved), results };
  } finally {
    await context.close();
  }
}
