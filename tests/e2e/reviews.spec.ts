import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, expectFilterPressed, openAdmin } from "./support/admin-page.ts";

/**
 * A visitor's review from the form to the home page (docs/admin.md#reviews-from-guests): sent
 * without JavaScript, kept out of sight while pending, approved in the admin, then public. A
 * rejected one never is.
 */

// The form refuses a post sooner than 3 s after the page was served (a spam defence).
const FORM_MINIMUM_MS = 3_100;

async function sendReview(
  browser: Parameters<typeof anonymousContext>[0],
  fields: { name: string; comment: string; stars: number },
) {
  // No JavaScript at all: the form is a plain post the server answers. Each visitor comes from
  // its own address (the server trusts the proxy header), so the hourly limit is theirs alone.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Skriv en anmeldelse" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skriv en anmeldelse");
    await page.getByLabel("Navn").fill(fields.name);
    await page
      .getByRole("group", { name: "Bedømmelse" })
      .locator(`label:has(input[value="${fields.stars}"])`)
      .click();
    await expect(page.getByRole("radio", { name: `${fields.stars} stjerner` })).toBeChecked();
    await page.getByLabel("Din anmeldelse").fill(fields.comment);
    await page.waitForTimeout(FORM_MINIMUM_MS);
    await page.getByRole("button", { name: "Send anmeldelse" }).click();
    await expect(page.getByRole("status")).toContainText("Tak for din anmeldelse");
    await expect(page.getByRole("status")).toContainText("godkendt");
  } finally {
    await context.close();
  }
}

test.describe.configure({ timeout: 60_000 });

test("a review sent without JavaScript is public only once an admin approves it", async ({
  browser,
  adminPage: page,
}) => {
  const comment = `Fedt sted, hurtige maskiner ${randomUUID().slice(0, 8)}`;
  await sendReview(browser, { name: "Nanna", comment, stars: 4 });

  const home = await anonymousContext(browser);
  const homePage = await home.newPage();
  await homePage.goto("/");
  await expect(homePage.getByTestId("testimonials")).toBeVisible();
  await expect(homePage.getByText(comment)).toHaveCount(0);

  await openAdmin(page);
  const admin = adminScreen(page);
  await admin.list.getByRole("button", { name: /^Afventer \(\d+\)$/ }).click();
  const item = admin.item(comment);
  await expect(item).toContainText("Afventer");
  await item.getByRole("button", { name: "Godkend anmeldelse fra Nanna" }).click();
  await expect(admin.toast("Godkendt!")).toBeVisible();
  await expect(admin.item(comment)).toHaveCount(0);

  await homePage.goto("/");
  await expect(homePage.getByTestId("testimonials").getByText(comment)).toBeVisible();
  await home.close();
});

/**
 * Reviews waiting in the queue, one for each of `words`, and the admin's page without JavaScript
 * (`plainAdmin`) opened on `at` (the waiting reviews unless told).
 */
async function reviewsWaiting<const Words extends readonly string[]>(
  browser: Browser,
  { page, admin }: { page: Page; admin: Page },
  words: Words,
  at = "/admin?status=pending",
) {
  const reviews: { name: string; comment: string }[] = [];
  for (const word of words) {
    const name = `${word} ${randomUUID().slice(0, 6)}`;
    const comment = `${word} før scriptet ${randomUUID().slice(0, 8)}`;
    await sendReview(browser, { name, comment, stars: 2 });
    reviews.push({ name, comment });
  }
  await openAdmin(page);
  await admin.goto(at);
  return reviews as { [Word in keyof Words]: { name: string; comment: string } };
}

test("`Godkend` approves, `Afvis` and `Slet` ask on the page without JavaScript, as a click does before the page's script runs", async ({
  browser,
  adminPage: page,
  plainAdmin: admin,
}) => {
  const [approved, rejected] = await reviewsWaiting(browser, { page, admin }, [
    "Godkendt",
    "Afvist",
  ]);
  await admin.getByRole("button", { name: `Godkend anmeldelse fra ${approved.name}` }).click();
  await expect(admin).toHaveURL(/\/admin\?status=pending$/);
  await expect(admin.getByText(approved.comment)).toHaveCount(0);

  await admin.getByRole("button", { name: `Afvis anmeldelse fra ${rejected.name}` }).click();
  await expect(admin).toHaveURL(/\/admin\?status=pending&afvis=[^&#]+#bekraeft$/);
  const question = admin.getByRole("region", { name: "Afvis anmeldelse" });
  await expect(question).toContainText("Hvorfor bliver anmeldelsen afvist?");
  await expect(question).toBeInViewport();
  await question.getByLabel("Handler ikke om centret").check();
  await question.getByRole("button", { name: "Afvis", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\?status=pending$/);
  await expect(admin.getByRole("status")).toContainText(
    `Anmeldelsen fra ${rejected.name} vises ikke.`,
  );
  await expect(admin.getByText(rejected.comment)).toHaveCount(0);

  await admin.goto("/admin?status=approved");
  await expect(admin.getByText(approved.comment)).toBeVisible();

  await admin.goto("/admin?status=rejected");
  await expect(admin.getByText(rejected.comment)).toBeVisible();
  const remove = admin.getByRole("button", { name: `Slet anmeldelse fra ${rejected.name}` });
  await remove.click();
  const deleting = admin.getByRole("region", { name: "Slet anmeldelse" });
  await deleting.getByRole("link", { name: "Annuller" }).click();
  await expect(admin).toHaveURL(/\/admin\?status=rejected$/);
  await expect(deleting).toHaveCount(0);
  await remove.click();
  await deleting.getByRole("button", { name: "Slet", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\?status=rejected$/);
  await expect(admin.getByRole("status")).toContainText("Slettet!");
  await expect(admin.getByText(rejected.comment)).toHaveCount(0);
});

test("a rejected review never shows, and keeps its reason", async ({
  browser,
  adminPage: page,
}) => {
  const comment = `Køb billige skins nu ${randomUUID().slice(0, 8)}`;
  await sendReview(browser, { name: "Spammer", comment, stars: 5 });
  await openAdmin(page);
  const admin = adminScreen(page);
  await admin.list.getByRole("button", { name: /^Afventer \(\d+\)$/ }).click();
  await admin.item(comment).getByRole("button", { name: "Afvis anmeldelse fra Spammer" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Spam eller reklame").check();
  await dialog.getByRole("button", { name: "Afvis" }).click();
  await expect(admin.toast("Afvist")).toBeVisible();
  await admin.list.getByRole("button", { name: /^Afviste \(\d+\)$/ }).click();
  await expect(admin.item(comment)).toContainText("Afvist: Spam eller reklame");

  const response = await page.request.get("/api/testimonials");
  expect(JSON.stringify(await response.json())).not.toContain(comment);
});

test("the list's status filters and search work without JavaScript, as before the page's script runs", async ({
  browser,
  adminPage: page,
  plainAdmin: admin,
}) => {
  const [{ name, comment }] = await reviewsWaiting(browser, { page, admin }, ["Søgt"], "/admin");
  await admin.getByRole("button", { name: /^Afventer \(\d+\)$/ }).click();
  await expect(admin).toHaveURL(/\/admin\?status=pending$/);
  await expectFilterPressed(admin, /^Afventer/);
  await expect(admin.getByText(comment)).toBeVisible();

  // In any case: the search folds Danish letters too.
  const typed = name.toLocaleLowerCase("da");
  const search = admin.getByRole("searchbox", { name: "Søg i anmeldelserne" });
  await search.fill(typed);
  await search.press("Enter");
  const sent = new URLSearchParams({ status: "pending", q: typed });
  await expect(admin).toHaveURL((url) => url.pathname === "/admin" && url.search === `?${sent}`);
  await expect(search).toHaveValue(typed);
  await expect(admin.getByTestId("testimonial-scroll").getByRole("listitem")).toHaveCount(1);
  await expect(admin.getByText(comment)).toBeVisible();

  // Another filter keeps the search.
  await admin.getByRole("button", { name: /^Alle \(\d+\)$/ }).click();
  await expect(admin).toHaveURL(/\/admin\?q=[^&]+&status=alle$/);
  await expect(search).toHaveValue(typed);
  await expect(admin.getByText(comment)).toBeVisible();

  await search.fill(`${name} findes ikke`);
  await search.press("Enter");
  await expect(admin.getByText("Ingen anmeldelser passer til søgningen.")).toBeVisible();
});
