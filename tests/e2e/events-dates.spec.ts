import { randomUUID } from "node:crypto";
import { moment, openEvents, toast, typeMoment } from "./support/events-admin.ts";
import { expect, test } from "./support/test.ts";

/**
 * Staff read and type an event's moments the Danish way whatever the browser's language
 * (docs/admin.md, "The date-time field"): an English browser in New York shows no mm/dd/yyyy,
 * takes `14.12.2026` and `18.00` as Copenhagen time, and says what it read with its weekday.
 */
test.use({ locale: "en-US", timezoneId: "America/New_York" });

test("an English browser types 14.12.2026 18.00 and the event is on Monday 14 December at 18.00", async ({
  page,
}) => {
  const title = `Dansk dato ${randomUUID().slice(0, 6)}`;
  await openEvents(page);
  const start = moment(page, "Start");
  // The fields show their format, not the browser's.
  await expect(start.date).toHaveAttribute("placeholder", "dd.mm.åååå");
  await expect(start.time).toHaveAttribute("placeholder", "tt.mm");
  expect(await page.locator("input[type^=date]").count()).toBe(0);

  await page.getByLabel("Titel").fill(title);
  await typeMoment(page, "Start", "14.12.2026", "18.00");
  // What was read, said with its weekday before it is saved: 14 December 2026 is a Monday.
  const startGroup = page.getByRole("group", { name: "Start", exact: true });
  await expect(startGroup).toContainText("mandag 14. december 2026 kl. 18.00");
  await typeMoment(page, "Slut", "14.12.2026", "23");
  // A time written short is tidied when the field is left.
  await moment(page, "Slut").time.blur();
  await expect(moment(page, "Slut").time).toHaveValue("23.00");

  await page.getByRole("button", { name: "Opret begivenhed" }).click();
  await expect(toast(page, "Oprettet!")).toBeVisible();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(item).toContainText("mandag 14. december 2026 kl. 18.00–23.00");

  // Opened again, the moment is shown as it was typed; the API holds it with its offset.
  await page.getByRole("button", { name: `Rediger ${title}` }).click();
  await expect(start.date).toHaveValue("14.12.2026");
  await expect(start.time).toHaveValue("18.00");
  const { events } = await (await page.request.get("/api/admin/events")).json();
  const saved = events.find((e: { title: string }) => e.title === title);
  expect(saved.starts_at).toBe("2026-12-14T17:00:00.000Z");
});

test("a date written the English way is refused beside its field, in Danish, and nothing is saved", async ({
  page,
}) => {
  const title = `Forkert dato ${randomUUID().slice(0, 6)}`;
  await openEvents(page);
  await page.getByLabel("Titel").fill(title);
  await typeMoment(page, "Start", "12/14/2026", "6 pm");
  await typeMoment(page, "Slut", "15.12.2026", "");
  await page.getByRole("button", { name: "Opret begivenhed" }).click();

  const start = page.getByRole("group", { name: "Start", exact: true });
  await expect(start).toContainText("Start: 12/14/2026 er ikke en dag i kalenderen");
  await expect(moment(page, "Start").date).toHaveAttribute("aria-invalid", "true");
  await expect(moment(page, "Start").date).toBeFocused();
  await expect(page.getByRole("group", { name: "Slut", exact: true })).toContainText(
    "Slut: skriv også klokkeslættet, fx 18.00",
  );
  await expect(moment(page, "Slut").time).toHaveAttribute("aria-invalid", "true");
  await expect(moment(page, "Slut").date).not.toHaveAttribute("aria-invalid", "true");
  await expect(toast(page, "Fejl")).toBeVisible();
  const { events } = await (await page.request.get("/api/admin/events")).json();
  expect(events.some((e: { title: string }) => e.title === title)).toBe(false);
});
