import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * A toast on its way out: sonner marks it `data-removed` and fades it before it leaves the page.
 * Its text is half transparent only during that fade, which axe, landing in it, reads as too
 * little contrast; a toast as it is shown is checked like the rest of the page.
 */
const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/** axe-core's findings on the page as it is now, one line each: the rule and where it failed. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude(LEAVING_TOAST).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
