import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * A toast on its way out: sonner marks it `data-removed` and fades it before it leaves the page.
 * Its text is half transparent only during that fade, which axe, landing in it, reads as too
 * little contrast; a toast as it is shown is checked like the rest of the page.
 */
const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/**
 * Waits until no toast is moving. A toast comes a frame or two after the answer that caused it
 * (sonner adds it from an effect) and fades in over 400 ms; axe landing in that fade reads its
 * half-transparent title as too little contrast (CI met it on the accounts page's invitation).
 * Two frames let a pending toast mount; then every toast's transitions must have ended.
 */
async function toastsAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("[data-sonner-toast]")).every((toast) =>
      toast.getAnimations({ subtree: true }).every((motion) => motion.playState !== "running"),
    ),
  );
}

/**
 * axe-core's findings on the page as it is now, one line each: the rule and where it failed;
 * `within` narrows the check to one part of the page (a selector such as `header`).
 */
export async function axeFindings(page: Page, within?: string): Promise<string[]> {
  await toastsAtRest(page);
  const axe = new AxeBuilder({ page }).exclude(LEAVING_TOAST);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
