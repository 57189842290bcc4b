import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, seedTestimonial } from "./support/admin-page.ts";
import { axeFindings } from "./support/axe.ts";

/**
 * `Slet for altid` in the trash (docs/admin.md), at 1440 px and on a 375 px phone: the dialog
 * once React runs, the question on the page without JavaScript; the item is gone for good.
 */

/** A testimonial made and put in the trash through the API; its title in the trash. */
async function trashed(page: Page, name: string): Promise<{ id: string; title: string }> {
  const row = await seedTestimonial(page, { name, comment: "Med personlige oplysninger." });
  const origin = new URL(page.url()).origin;
  const removed = await page.request.delete(`/api/admin/testimonials/${row.id}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);
  return { id: row.id, title: `Anmeldelse fra ${name}` };
}

async function trashIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/admin/trash");
  return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
}

test("Slet for altid asks in a dialog, then the item is gone for good", async ({
  adminPage: page,
  unique,
}) => {
  test.slow(); // axe runs three times over the page, on a machine shared with other suites
  const { id, title } = await trashed(page, `For altid ${unique}`);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Papirkurv" })
    .click();
  await expect(page.getByRole("heading", { name: "Papirkurv", level: 1 })).toBeVisible();
  await expect(page.locator("section[data-hydrated]")).toBeAttached();
  const item = page.getByRole("listitem").filter({ hasText: title });
  const purge = item.getByRole("button", { name: `Slet for altid ${title}` });
  await expect(purge).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);

  await purge.click();
  const dialog = page.getByRole("alertdialog", { name: "Slet for altid" });
  await expect(dialog).toContainText("Det kan ikke gendannes bagefter.");
  await expect(dialog).toContainText(`${title} slettes for altid.`);
  expect(await axeFindings(page)).toEqual([]);
  // Annuller leaves it be.
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await trashIds(page)).toContain(id);
  // The question the page asks before React runs (or without it) passes axe too.
  await page.goto(`/admin/papirkurv?slet=testimonial:${id}`);
  await expect(page.getByRole("region", { name: "Slet for altid" })).toContainText(title);
  expect(await axeFindings(page)).toEqual([]);
  await page.goto("/admin/papirkurv");
  await expect(page.locator("section[data-hydrated]")).toBeAttached();

  await purge.click();
  await dialog.getByRole("button", { name: "Slet for altid" }).click();
  await expect(adminScreen(page).toast("Slettet for altid")).toContainText(
    `${title} kan ikke gendannes.`,
  );
  await expect(item).toHaveCount(0);
  expect(await trashIds(page)).not.toContain(id);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Papirkurv", level: 1 })).toBeVisible();
  await expect(item).toHaveCount(0);
});

test("Slet for altid without JavaScript asks on the page, and the post purges", async ({
  adminPage: page,
  adminAccount,
  browser,
  unique,
}) => {
  const { id, title } = await trashed(page, `Uden JS ${unique}`);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: adminAccount.storageState,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const plain = await context.newPage();
  await plain.goto("/admin/papirkurv");
  const item = plain.getByRole("listitem").filter({ hasText: title });
  await item.getByRole("button", { name: `Slet for altid ${title}` }).click();
  await expect(plain).toHaveURL(/\?slet=testimonial/);
  const question = plain.getByRole("region", { name: "Slet for altid" });
  await expect(question).toContainText(`${title} slettes for altid.`);
  await expect(question).toBeInViewport();

  await question.getByRole("button", { name: "Slet for altid" }).click();
  await expect(plain).toHaveURL(/\/admin\/papirkurv$/);
  await expect(plain.getByRole("status")).toContainText("Slettet for altid");
  await expect(item).toHaveCount(0);
  expect(await trashIds(page)).not.toContain(id);
  await context.close();
});
