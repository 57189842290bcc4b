import type { Locator, Page } from "@playwright/test";

/** Chromium's answer when its compositor hands over no frame for a capture. */
const NO_FRAME = "Unable to capture screenshot";

/**
 * A picture for a person to look at (docs/tests.md, "Test support"): the page (`fullPage` for all
 * of it) or one element. On a loaded machine Chromium now and then answers a capture with "Unable
 * to capture screenshot" (CI, once in a whole run); the picture is evidence, not what the test
 * proves, so a capture refused that way is asked for once more. Any other error fails the test.
 */
export async function screenshot(target: Page | Locator, path: string, fullPage = false) {
  const take = () =>
    "goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path });
  try {
    await take();
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(NO_FRAME))) throw error;
    await take();
  }
}
