import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "./site.ts";
import { expect, test } from "./support/test";

/**
 * Each public page carries the site's stylesheet cut to the rules it uses (server/prune-styles.ts):
 * at build for the prerendered pages, in the kept copy for the home page. Cutting must change
 * nothing a visitor sees: every element's computed style is the same with the cut stylesheet as
 * with the whole one put back in its place.
 */

const ASSETS = resolve(import.meta.dirname, "../../build/client/assets");
const stylesheetFile = readdirSync(ASSETS).find((file) => /^root-[\w-]+\.css$/.test(file));
const WHOLE = readFileSync(resolve(ASSETS, stylesheetFile ?? "missing.css"), "utf8");

/**
 * Every element's computed style, and its pseudo-elements' where they have content, with
 * animations held at their start. Sections off screen are rendered first (one style pass for
 * the page rather than one per element of a skipped section); that override is not compared.
 */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const out: string[] = [];
    document.querySelectorAll("body *").forEach((element, index) => {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && ["none", "normal"].includes(style.content)) continue;
        const values = Array.from(style, (name) =>
          name === "content-visibility" ? "" : `${name}:${style.getPropertyValue(name)}`,
        );
        const label = `#${index}<${element.tagName.toLowerCase()}>${pseudo ?? ""}`;
        out.push(`${label} ${values.join(";")}`);
      }
    });
    return out;
  });
}

const RENDER_ALL = "*{content-visibility:visible!important}";

/** The length of the page's inline stylesheet. */
const inlineStylesheetLength = (html: string) =>
  /<style data-site-styles="">([\s\S]*?)<\/style>/.exec(html)?.[1]?.length ?? 0;

for (const { path } of PUBLIC_PAGES) {
  test(`${path} carries a cut stylesheet that styles it exactly as the whole one`, async ({
    page,
  }) => {
    // The home page's first visitor gets it as rendered; the kept copy follows.
    await expect
      .poll(async () => inlineStylesheetLength(await (await page.request.get(path)).text()), {
        timeout: 10_000,
      })
      .toBeLessThan(WHOLE.length * 0.8);
    await page.goto(path, { waitUntil: "load" });
    const style = page.locator("style[data-site-styles]");
    const cut = await style.evaluate((element) => element.textContent ?? "");
    expect(cut.length).toBeLessThan(WHOLE.length * 0.8);

    await page.addStyleTag({ content: RENDER_ALL });
    const withCut = await computedStyles(page);
    await style.evaluate((element, whole) => {
      element.textContent = whole;
    }, WHOLE);
    const withWhole = await computedStyles(page);

    expect(withWhole.length).toBe(withCut.length);
    // Each difference as the element and the properties that differ, cut stylesheet first.
    const differences = withCut.flatMap((line, index) => {
      const whole = withWhole[index] ?? "";
      if (line === whole) return [];
      const [element] = line.split(" ", 2);
      const wholeValues = new Set(whole.split(";"));
      const changed = line.split(";").filter((value) => !wholeValues.has(value));
      return [`${element}: ${changed.join("; ")}`];
    });
    expect(differences.slice(0, 5)).toEqual([]);
  });
}
