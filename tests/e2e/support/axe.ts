import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe-core's findings on the page as it is now, one line each: the rule and where it failed. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
