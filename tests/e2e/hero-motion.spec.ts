import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

test.describe.configure({ timeout: 60_000 });

const background = (page: Page) => page.getByTestId("hero-background");

/** Once the clock has ticked, React has hydrated and the page's effects run. */
async function hydrated(page: Page) {
  await page.goto("/");
  const clock = page.locator("time").first();
  const first = (await clock.textContent()) ?? "";
  // Hydration can take seconds on a busy machine.
  await expect(clock).not.toHaveText(first, { timeout: 15_000 });
}

async function moveAcross(page: Page) {
  await page.mouse.move(20, 20);
  await page.mouse.move(300, 200, { steps: 5 });
  await page.waitForTimeout(100);
}

test("the hero background follows the mouse with a transform, and stays still on touch screens", async ({
  page,
  hasTouch,
}) => {
  await hydrated(page);
  await moveAcross(page);
  if (hasTouch) {
    expect(await background(page).evaluate((el) => el.style.transform)).toBe("");
    return;
  }
  await expect
    .poll(() => background(page).evaluate((el) => el.style.transform))
    .toMatch(/^translate3d\(-?[\d.]+px, -?[\d.]+px, 0px\)$/);
  const first = await background(page).evaluate((el) => el.style.transform);
  await page.mouse.move(1200, 800, { steps: 5 });
  await expect.poll(() => background(page).evaluate((el) => el.style.transform)).not.toBe(first);
});

test("pointer moves are painted at most once per animation frame", async ({ page, hasTouch }) => {
  await hydrated(page);
  const writes = await background(page).evaluate(async (el) => {
    let count = 0;
    new MutationObserver((records) => {
      count += records.length;
    }).observe(el, { attributes: true, attributeFilter: ["style"] });
    for (let i = 0; i < 20; i++) {
      window.dispatchEvent(new PointerEvent("pointermove", { clientX: i * 30, clientY: i * 20 }));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return count;
  });
  expect(writes).toBe(hasTouch ? 0 : 1);
});

test("nothing on a public page blinks or moves by itself for longer than 5 s (WCAG 2.2.2)", async ({
  page,
}) => {
  for (const path of ["/", "/services", "/references", "/booking"]) {
    await page.goto(path);
    const endTimes = await page.evaluate(() =>
      document.getAnimations().map((animation) => animation.effect?.getComputedTiming().endTime),
    );
    for (const end of endTimes) expect(Number(end), path).toBeLessThanOrEqual(5_000);
  }
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the hero background does not move", async ({ page }) => {
    await hydrated(page);
    await moveAcross(page);
    await page.mouse.move(1000, 700, { steps: 5 });
    expect(await background(page).evaluate((el) => el.style.transform)).toBe("");
  });
});
