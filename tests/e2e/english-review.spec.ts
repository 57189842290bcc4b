import type { Browser, Page } from "@playwright/test";
import { axeFindings } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The English review page without JavaScript, on a phone and a desktop (docs/pages.md#english,
 * docs/admin.md#reviews-from-guests): sent, it thanks in English; sent wrong, it says what to fix
 * in English beside each field. The English legal pages and the English 404 pass axe-core.
 */

// The form refuses a post sooner than 3 s after the page was served (a spam defence).
const FORM_MINIMUM_MS = 3_100;

test.describe.configure({ timeout: 90_000 });

/** A visitor without JavaScript, from an address of their own (the hourly limit is theirs). */
async function visitor(browser: Browser): Promise<Page> {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } =
    test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled: false,
    extraHTTPHeaders: {
      "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  return context.newPage();
}

test("a review sent from /en/review without JavaScript is thanked in English", async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto("/en/review");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write a review");
  await page.getByLabel("Name").fill("Sam");
  await page.getByRole("group", { name: "Rating" }).locator('label:has(input[value="4"])').click();
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await page.getByLabel("Your review").fill("Great screens and friendly staff, we will be back.");
  await page.getByLabel("Game type").fill("Counter-Strike 2");
  await page.waitForTimeout(FORM_MINIMUM_MS);
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page).toHaveURL(/\/en\/review\?sent=1$/);
  await expect(page.getByRole("status")).toContainText("Thank you for your review");
  await expect(page.getByRole("status")).toContainText("once it is approved");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.context().close();
});

/** Blank after trimming: past the browser's `required`, refused by the server. */
async function sendBlank(page: Page) {
  await page.goto("/en/review");
  await page.getByLabel("Name").fill(" ");
  await page.getByLabel("Your review").fill(" ");
  await page.getByLabel("Game type").fill("x".repeat(50));
  await page.waitForTimeout(FORM_MINIMUM_MS);
  await page.getByRole("button", { name: "Send review" }).click();
}

test("an invalid review is refused in English, its text kept", async ({ browser }) => {
  const page = await visitor(browser);
  await sendBlank(page);
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Your review was not sent");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Please enter your name" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Please write your review" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Game type")).toHaveValue("x".repeat(50));
  await expect(page.locator("body")).not.toContainText("Skriv dit navn");
  await page.context().close();
});

// axe-core runs in the page, so these views are checked with JavaScript on: the page itself
// runs none of its own, and the form posts as it does without.
test("the review page's three views pass axe-core", async ({ page }) => {
  await page.goto("/en/review");
  expect(await axeFindings(page)).toEqual([]);
  await sendBlank(page);
  await expect(page.getByRole("alert")).toContainText("Your review was not sent");
  expect(await axeFindings(page)).toEqual([]);
  await page.goto("/en/review?sent=1");
  await expect(page.getByRole("status")).toContainText("Thank you for your review");
  expect(await axeFindings(page)).toEqual([]);
});

for (const [path, h1] of [
  ["/en/privacy", "Privacy policy"],
  ["/en/terms", "Terms and house rules"],
] as const) {
  test(`${path} is in English and passes axe-core`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(
      page.locator("main").getByRole("heading", { name: "Contact", exact: true }),
    ).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
}

test("an unknown English address is a 404 in English that leads to /en", async ({ page }) => {
  const response = await page.goto("/en/nothing");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 – Page not found");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
});
