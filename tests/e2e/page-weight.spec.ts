import { PUBLIC_PAGES } from "./site.ts";
import { expect, test } from "./support/test.ts";

/**
 * Anonymous visitors get the server's HTML, one stylesheet and the fonts: no script files. What
 * the pages do in the browser (menu, scroll, clock) is one small inline script, proven by the
 * navigation, home and hero-motion specs.
 */
for (const { path } of PUBLIC_PAGES) {
  test(`${path} loads no JavaScript files`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: "load" });
    await page.mouse.wheel(0, 4000);
    expect(scripts).toEqual([]);
    const inline = await page.locator("script:not([src]):not([type])").count();
    expect(inline).toBe(1);
  });
}
