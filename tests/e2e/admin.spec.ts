import { expect, test } from "./support/admin-fixtures.ts";
import { LIST_API, openAdmin, seedTestimonial } from "./support/admin-page.ts";

test("the admin adds a testimonial: toast, listed first, form back to the defaults", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  const name = `Mads ${unique}`;
  await expect(admin.addButton).toBeVisible();
  await admin.name.fill(name);
  await admin.comment.fill("Fed stemning og hurtige maskiner hele natten.");
  await admin.rating.fill("4");
  await admin.gamingType.fill("VIP");
  await admin.featured.check();
  await admin.addButton.click();

  await expect(admin.toast("Tilføjet!")).toContainText("Anmeldelsen er blevet tilføjet.");
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  // Screen readers announce what is added to the region: it is polite and in the server's HTML.
  await expect(admin.toasts).toHaveAttribute("aria-live", "polite");
  const served = await (await page.request.get("/admin")).text();
  expect(served).toMatch(/<section[^>]*aria-label="Beskeder[^"]*"[^>]*aria-live="polite"/);
  const item = admin.item(name);
  await expect(item).toContainText("Fed stemning og hurtige maskiner hele natten.");
  await expect(item).toContainText("4 ud af 5 stjerner");
  await expect(item).toContainText("VIP");
  await expect(item).toContainText("Fremhævet");
  await expect(item).toContainText("Aktiv");
  await expect(item).toContainText(/\d{1,2}\. [a-zæøå]+ \d{4}/);
  await expect(admin.name).toHaveValue("");
  await expect(admin.rating).toHaveValue("5");
  await expect(admin.name).toBeFocused();

  await openAdmin(page, "reload");
  await expect(admin.item(name)).toBeVisible();
});

test("the admin edits a testimonial: Opdater, toast, list updated, focus back on the row", async ({
  listed,
}) => {
  const { admin, name } = await listed("Sofie", { comment: "God kaffe.", rating: 3 });

  await admin.editButton(name).click();
  await expect(admin.updateButton).toBeVisible();
  await expect(admin.addButton).toHaveCount(0);
  await expect(admin.name).toHaveValue(name);
  await expect(admin.comment).toHaveValue("God kaffe.");
  await expect(admin.rating).toHaveValue("3");
  await expect(admin.name).toBeFocused();

  await admin.comment.fill("God kaffe og endnu bedre PS5-hjørne.");
  await admin.rating.fill("5");
  await admin.active.uncheck();
  await admin.updateButton.click();

  await expect(admin.toast("Opdateret!")).toContainText("Anmeldelsen er blevet opdateret.");
  await expect(admin.item(name)).toContainText("God kaffe og endnu bedre PS5-hjørne.");
  await expect(admin.item(name)).toContainText("Inaktiv");
  await expect(admin.item(name)).toContainText("5 ud af 5 stjerner");
  await expect(admin.addButton).toBeVisible();
  await expect(admin.editButton(name)).toBeFocused();
});

test("Annuller leaves edit mode and restores the add-mode defaults", async ({ listed }) => {
  const { admin, name } = await listed("Jonas", { comment: "Alt for sjovt.", rating: 2 });

  await admin.editButton(name).click();
  await admin.comment.fill("Noget jeg fortryder.");
  await admin.cancelButton.click();

  await expect(admin.addButton).toBeVisible();
  await expect(admin.cancelButton).toHaveCount(0);
  await expect(admin.name).toHaveValue("");
  await expect(admin.comment).toHaveValue("");
  await expect(admin.rating).toHaveValue("5");
  await expect(admin.location).toHaveValue("Frederiksberg Gaming Center");
  await expect(admin.gamingType).toHaveValue("");
  await expect(admin.featured).not.toBeChecked();
  await expect(admin.active).toBeChecked();
  await expect(admin.item(name)).toContainText("Alt for sjovt.");
  await expect(admin.editButton(name)).toBeFocused();
});

test("delete asks in a dialog; Annuller keeps the row, Slet removes it with a toast", async ({
  adminPage: page,
  listed,
}) => {
  const { admin, name } = await listed("Emma", { comment: "Bedste LAN i byen." });

  await admin.deleteButton(name).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Er du sikker på at du vil slette denne anmeldelse?");
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.deleteButton(name)).toBeFocused();
  await expect(admin.item(name)).toBeVisible();

  await admin.deleteButton(name).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  await expect(admin.toast("Slettet!")).toContainText("Anmeldelsen er blevet slettet.");
  await expect(admin.item(name)).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await openAdmin(page, "reload");
  await expect(admin.list).toBeVisible();
  await expect(admin.item(name)).toHaveCount(0);
});

test("unsaved typing is not thrown away by editing another testimonial without asking", async ({
  adminPage: page,
  unique,
  listed,
}) => {
  const first = `Kladde ${unique}`;
  await seedTestimonial(page, { name: first, comment: "Original." });
  const { admin, name: second } = await listed("Anden", { comment: "Den anden." });

  await admin.editButton(first).click();
  await admin.comment.fill("Halvskrevet rettelse.");
  await admin.editButton(second).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("ikke er gemt");
  await dialog.getByRole("button", { name: "Fortsæt med at skrive" }).click();
  await expect(admin.comment).toHaveValue("Halvskrevet rettelse.");
  await expect(admin.name).toHaveValue(first);

  await admin.editButton(second).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Kassér ændringer" }).click();
  await expect(admin.name).toHaveValue(second);
  await expect(admin.comment).toHaveValue("Den anden.");
  await expect(admin.name).toBeFocused();
});

test("the list shows Indlæser... while it reloads after a change", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(LIST_API, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.fallback();
  });
  await admin.name.fill(`Langsom ${unique}`);
  await admin.comment.fill("Listen hentes langsomt.");
  await admin.addButton.click();
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.list.getByText("Indlæser...")).toBeVisible();
  release();
  await expect(admin.list.getByText("Indlæser...")).toHaveCount(0);
  await expect(admin.item(`Langsom ${unique}`)).toBeVisible();
});

test("a list that cannot be fetched says Fejl: Kunne ikke hente anmeldelser", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  await page.route(LIST_API, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 503, json: { error: "Databasen svarer ikke lige nu." } })
      : route.fallback(),
  );
  await admin.name.fill(`Uden liste ${unique}`);
  await admin.comment.fill("Gemt, men listen kunne ikke hentes bagefter.");
  await admin.addButton.click();
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.toast("Fejl")).toContainText("Kunne ikke hente anmeldelser");
  await expect(admin.item(`Uden liste ${unique}`)).toBeVisible();
});
