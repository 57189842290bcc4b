import AxeBuilder from "@axe-core/playwright";
import { PUBLIC_PAGES } from "./site.ts";
import { expect, test } from "./support/test.ts";

// axe-core takes several seconds per page on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`${path}: no axe-core violations, one h1, landmarks and no request to another origin`, async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["http:", "https:"].includes(url.protocol)) return;
      if (url.origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
    });
    await page.goto(path);
    // Scroll through so lazy images load and scroll-dependent UI (bar, Til toppen) is checked too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 20));
      }
    });
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    expect(foreign).toEqual([]);
  });
}

test("the phone menu open has no axe-core violations", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  const results = await new AxeBuilder({ page }).include("header").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("keyboard focus is visible: a 2 px outline in the primary colour", async ({ page }) => {
  await page.goto("/booking");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Spring til indhold" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe("solid 2px");
});
