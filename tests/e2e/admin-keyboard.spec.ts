import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";

// The admin by keyboard, and the admin's code kept off public pages: the same at every width
// (the layout at both widths is admin-layout.spec.ts).

test("keyboard only: add, edit and delete with focus where the admin expects it", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  test.slow(); // a whole add, edit and delete cycle
  const name = `Tastatur ${unique}`;
  await admin.name.focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Kun med tastaturet.");
  await page.keyboard.press("Tab");
  await expect(admin.rating).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(admin.rating).toHaveValue("4");
  await page.keyboard.press("Enter");
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.name).toBeFocused();

  await admin.editButton(name).focus();
  await page.keyboard.press("Enter");
  await expect(admin.name).toBeFocused();
  await expect(admin.updateButton).toBeVisible();
  await admin.cancelButton.focus();
  await page.keyboard.press("Enter");
  await expect(admin.editButton(name)).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(admin.deleteButton(name)).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Annuller" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(admin.deleteButton(name)).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Slet", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(admin.toast("Slettet!")).toBeVisible();
  await expect(admin.item(name)).toHaveCount(0);
  await expect(admin.list.getByRole("heading", { name: /Alle anmeldelser/ })).toBeFocused();
});

test("focus is visible on the admin's controls", async ({ adminPage: page, admin }) => {
  await admin.name.focus();
  await page.keyboard.press("Tab");
  const outline = await admin.comment.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
});

// One stylesheet serves the site and the admin (app/app.css, docs/design.md); the admin's code
// stays apart.
test("the public home page loads none of the admin's code", async ({ browser }) => {
  const context = await anonymousContext(browser);
  const page = await context.newPage();
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text());
    }
  });
  const document = await page.goto("/", { waitUntil: "networkidle" });
  // Public pages load no script files at all (page-weight.spec.ts); the document's own inline
  // script counts as code too.
  const loaded = [
    await (document as NonNullable<typeof document>).text(),
    ...(await Promise.all(bodies)),
  ];
  for (const body of loaded) {
    expect(body).not.toContain("Er du sikker på at du vil slette denne anmeldelse?");
    expect(body).not.toContain("Anmeldelsen er blevet tilføjet.");
    expect(body).not.toContain("data-sonner-toaster");
  }
  await context.close();
});
