import { expect, test } from "./support/admin-fixtures.ts";
import { seedTestimonial } from "./support/admin-page.ts";
import { axeFindings } from "./support/axe.ts";

/**
 * `/admin/log` at 1440 px and on a 375 px phone (docs/admin.md): the changes by default, the
 * sign-ins apart, a search and days typed the Danish way, a day that is no day said beside its
 * field; every entry's summary whole, and nothing wider than the screen.
 */

/** Today on the center's clock, as staff type it: `29.11.2026`. */
const today = () =>
  new Intl.DateTimeFormat("da-DK", {
    timeZone: "Europe/Copenhagen",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());

test("the log shows the changes, searches by words and days, and the sign-ins apart", async ({
  adminPage: page,
  unique,
}) => {
  test.slow(); // axe runs twice over the page, on a machine shared with other suites
  const name = `Loggeren ${unique}`;
  await seedTestimonial(page, { name, comment: "Står i loggen." });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Log" }).click();
  await expect(page.getByRole("heading", { name: "Log", level: 1 })).toBeVisible();
  const kinds = page.getByRole("navigation", { name: "Slags poster" });
  await expect(kinds.getByRole("link", { name: "Ændringer" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const rows = page.getByRole("table").getByRole("row");
  const added = rows.filter({ hasText: `Tilføjede anmeldelsen fra ${name}` });
  await expect(added).toHaveCount(1);
  // This admin signed in, but sign-ins have a view of their own.
  await expect(rows.filter({ hasText: "Logget ind" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);

  await page.getByLabel("Søg").fill(unique);
  await page.getByLabel("Fra dato").fill(today());
  await page.getByLabel("Til og med dato").fill(today());
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page).toHaveURL(/q=.*&from=\d{2}\.\d{2}\.\d{4}&to=/);
  await expect(added).toHaveCount(1);
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByLabel("Fra dato")).toHaveValue(today());

  await page.getByLabel("Fra dato").fill("31.02.2026");
  await page.getByRole("button", { name: "Vis" }).click();
  const from = page.getByLabel("Fra dato");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription(/Skriv en dato, der findes, som dd\.mm\.åååå/);
  await expect(page.getByRole("alert")).toContainText("Ret filteret ovenfor");
  expect(await axeFindings(page)).toEqual([]);

  await kinds.getByRole("link", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/kind=sign-ins/);
  await expect(page.getByRole("heading", { name: "Log ind", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Handling")).toContainText("Mislykket login");
  await page.getByRole("link", { name: "Nulstil" }).click();
  await expect(page).toHaveURL(/\/admin\/log\?kind=sign-ins$/);
  await expect(rows.filter({ hasText: "Logget ind" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
