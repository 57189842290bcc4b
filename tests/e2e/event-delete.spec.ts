import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addEvent } from "#tests/support/events.ts";
import { addUser } from "#tests/support/users.ts";
import { signIn } from "./support/auth.ts";
import { axeFindings } from "./support/axe.ts";
import { screenshot } from "./support/screenshot.ts";
import { expect, test } from "./support/test.ts";

/**
 * `Slet` of an event that has guests, at 1440 px (docs/admin.md, Events): the question says how
 * many the deletion reaches and asks for the message they get, as `Aflys` does; without one it
 * stays open and says so; with one the event goes, cancelled, and `Fortryd` brings it back so.
 * The mails themselves: tests/integration/event-staff-mails.test.ts.
 */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests with scripts/e2e.ts");
  return dir;
}

async function signUp(page: Page, baseURL: string, slug: string, name: string) {
  const response = await page.request.post(`/api/events/${slug}/registrations`, {
    data: { name, email: `${randomUUID().slice(0, 8)}@example.dk` },
    headers: { origin: baseURL, "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.9` },
  });
  expect(response.status()).toBe(201);
}

test("Slet of an event with guests says how many it reaches and asks for their message", async ({
  page,
  baseURL,
}) => {
  test.slow(); // axe runs over the page with its dialog open
  const title = `Slettes med gæster ${randomUUID().slice(0, 6)}`;
  const event = await addEvent({ dataDir: dataDir() }, { title, capacity: 2 });
  for (const name of ["Ida", "Jonas", "Sofie"]) await signUp(page, baseURL ?? "", event.slug, name);

  const staff = addUser({ dataDir: dataDir(), staff: true });
  await signIn(page, staff.email, staff.password);
  await page.goto("/admin/begivenheder");
  await expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 15_000 });

  await page.getByRole("button", { name: `Slet ${title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Slet begivenhed" });
  await expect(dialog).toContainText(
    "Den bliver aflyst, og 2 tilmeldte og 1 på ventelisten får din besked på e-mail.",
  );
  const message = dialog.getByLabel("Besked til de tilmeldte");
  await expect(message).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, test.info().outputPath("slet-med-gaester.png"));

  // Without a message it stays open and says what is missing; nothing is deleted.
  await dialog.getByRole("button", { name: "Slet" }).click();
  await expect(dialog.getByText("Skriv en besked til de tilmeldte")).toBeVisible();
  expect((await page.request.get(`/api/admin/events/${event.id}`)).status()).toBe(200);

  await message.fill("Lokalet er oversvømmet. Vi beklager.");
  await dialog.getByRole("button", { name: "Slet" }).click();
  await expect(dialog).toBeHidden();
  const toast = page
    .getByRole("region", { name: /^Beskeder/ })
    .getByRole("listitem")
    .filter({ hasText: "Slettet!" });
  await expect(toast).toBeVisible();
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeHidden();

  // Back from the trash as the guests were told: cancelled.
  await toast.getByRole("button", { name: "Fortryd" }).click();
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(row.getByText("Aflyst", { exact: true })).toBeVisible();
});
