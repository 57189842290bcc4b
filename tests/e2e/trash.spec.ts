import { expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, openAdmin, seedTestimonial } from "./support/admin-page.ts";
import { axeFindings } from "./support/axe.ts";

test("Slet puts the testimonial in the trash; the toast's Fortryd brings it back as it was", async ({
  adminPage: page,
  listed,
}) => {
  const { admin, name } = await listed("Fortryd", { comment: "Kommer tilbage igen.", rating: 3 });
  await expect(admin.item(name)).toContainText("3 ud af 5 stjerner");

  await admin.deleteButton(name).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("papirkurven");
  await dialog.getByRole("button", { name: "Slet", exact: true }).click();
  const deleted = admin.toast("Slettet!");
  await expect(deleted).toContainText("Anmeldelsen er blevet slettet.");
  await expect(admin.item(name)).toHaveCount(0);

  await deleted.getByRole("button", { name: "Fortryd" }).click();
  await expect(admin.toast("Gendannet!")).toContainText(`Anmeldelsen fra ${name} er tilbage.`);
  await expect(admin.item(name)).toContainText("Kommer tilbage igen.");
  await expect(admin.item(name)).toContainText("3 ud af 5 stjerner");

  await openAdmin(page, "reload");
  await expect(admin.item(name)).toContainText("Kommer tilbage igen.");
});

test("/admin/log lists the changes and filters them by person and action", async ({
  adminPage: page,
  adminAccount,
  unique,
}) => {
  const name = `Logget ${unique}`;
  const row = await seedTestimonial(page, { name, comment: "Står i loggen." });
  const origin = new URL(page.url()).origin;
  const removed = await page.request.delete(`/api/admin/testimonials/${row.id}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Log" }).click();
  await expect(page).toHaveURL(/\/admin\/log$/);
  await expect(page.getByRole("heading", { name: "Log", level: 1 })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: `Tilføjede anmeldelsen fra ${name}` })).toHaveCount(1);
  const trashed = rows.filter({ hasText: `Flyttede anmeldelsen fra ${name} til papirkurven` });
  await expect(trashed).toContainText(adminAccount.email);
  await expect(trashed).toContainText("Anmeldelse slettet");
  await expect(trashed).toContainText(/\d{1,2}\. [a-zæøå]+\.? \d{4} kl\. \d{2}\.\d{2}\.\d{2}/);
  expect(await axeFindings(page)).toEqual([]);

  await page.getByLabel("Person").selectOption(adminAccount.email);
  await page.getByLabel("Handling").selectOption({ label: "Anmeldelse slettet" });
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page).toHaveURL(/action=testimonial\.delete/);
  await expect(page.getByLabel("Handling")).toHaveValue("testimonial.delete");
  await expect(trashed).toHaveCount(1);
  await expect(rows.filter({ hasText: `Tilføjede anmeldelsen fra ${name}` })).toHaveCount(0);

  await page.getByRole("link", { name: "Nulstil" }).click();
  await expect(page).toHaveURL(/\/admin\/log$/);
  await expect(rows.filter({ hasText: `Tilføjede anmeldelsen fra ${name}` })).toHaveCount(1);
});

test("Papirkurv lists a deleted testimonial; Gendan brings it back to the list", async ({
  adminPage: page,
  unique,
}) => {
  const name = `Papirkurv ${unique}`;
  const row = await seedTestimonial(page, { name, comment: "Gendannes fra papirkurven." });
  const origin = new URL(page.url()).origin;
  expect(
    (
      await page.request.delete(`/api/admin/testimonials/${row.id}`, { headers: { origin } })
    ).status(),
  ).toBe(204);

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Papirkurv" })
    .click();
  await expect(page.getByRole("heading", { name: "Papirkurv", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `Anmeldelse fra ${name}` });
  await expect(item).toContainText(/slettes for altid \d{1,2}\. [a-zæøå]+ \d{4}/);
  expect(await axeFindings(page)).toEqual([]);
  await item.getByRole("button", { name: `Gendan Anmeldelse fra ${name}` }).click();
  // The redirect's toast: in the page's toasts once React runs (a status line before).
  await expect(adminScreen(page).toast("Gendannet!")).toContainText(
    `Anmeldelsen fra ${name} er tilbage.`,
  );
  await expect(item).toHaveCount(0);

  await openAdmin(page);
  await expect(adminScreen(page).item(name)).toContainText("Gendannes fra papirkurven.");
});
