import type { Page } from "@playwright/test";
import { addEventPages } from "#tests/support/events.ts";
import { type RunningServer, startServer } from "#tests/support/server.ts";
import { PUBLIC_PAGES } from "./site.ts";
import { axeFindings } from "./support/axe.ts";
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
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    expect(await axeFindings(page)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    expect(foreign).toEqual([]);
  });
}

/** Scrolled through (lazy images, scroll-dependent UI), then axe-core's findings. */
async function violationsOf(page: Page): Promise<string[]> {
  await scrollThrough(page);
  return axeFindings(page);
}

/** The page scrolled from top to bottom, a screen at a time. */
function scrollThrough(page: Page) {
  return page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 20));
    }
  });
}

test.describe("the event pages", () => {
  // Events of their own on a server of their own: the other specs' pages stay as they are.
  let server: RunningServer;
  const paths: Record<string, string> = {};
  test.beforeAll(async () => {
    server = await startServer();
    const pages = await addEventPages({ dataDir: server.dataDir });
    Object.assign(paths, {
      "the list": pages.list,
      "an event with its form": pages.withForm,
      "a sign-up's answer": pages.answer,
      "a cancelled event": pages.cancelled,
      "a registration": pages.registration,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const name of [
    "the list",
    "an event with its form",
    "a sign-up's answer",
    "a cancelled event",
    "a registration",
  ]) {
    test(`${name}: no axe-core violations, one h1 and the landmarks`, async ({ page }) => {
      await page.goto(`${server.url}${paths[name]}`);
      expect(await violationsOf(page)).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
    });
  }

  test("the sign-up form sent back with its errors: no axe-core violations, the summary focused", async ({
    page,
  }) => {
    await page.goto(`${server.url}${paths["an event with its form"]}`);
    await page.getByLabel("E-mail").fill("ikke-en-adresse");
    // The browser's own checks would stop the post before the server sees it.
    await page.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Tilmeld" }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    expect(await violationsOf(page)).toEqual([]);
  });
});

test("the phone menu open has no axe-core violations", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  expect(await axeFindings(page, "header")).toEqual([]);
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
