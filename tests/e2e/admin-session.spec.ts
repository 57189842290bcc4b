import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, openAdmin } from "./support/admin-page.ts";
import { createStaff, signIn } from "./support/auth.ts";

test("a save that meets a colleague's newer edit keeps both: their other fields, and both texts of the one they both changed; the list shows their save", async ({
  browser,
  listed,
}) => {
  test.slow(); // two browser contexts, each saving
  const { admin: first, name } = await listed("Konflikt", { comment: "Første udgave." });
  await first.editButton(name).click();
  await first.comment.fill("Min omhyggelige rettelse, som ikke må gå tabt.");

  // The colleague: another staff member, in a browser of their own.
  const colleague = createStaff();
  const otherContext = await anonymousContext(browser);
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, colleague.email, colleague.password);
  await openAdmin(otherPage);
  const second = adminScreen(otherPage);
  await second.editButton(name).click();
  await second.comment.fill("Den anden admins udgave.");
  await second.gamingType.fill("VIP");
  await second.updateButton.click();
  await expect(second.toast("Opdateret!")).toBeVisible();
  await otherContext.close();

  await first.updateButton.click();
  // A failed save (`Fejl`, docs/pages.md#sign-in-and-the-admins-names) that says what happened.
  await expect(first.toast("Fejl")).toContainText(
    "En anden gemte imens, så din ændring er ikke gemt. I har begge ændret ét felt.",
  );
  // The list beside the form shows the colleague's saved row, not the one the form opened.
  await expect(first.item(name)).toContainText("Den anden admins udgave.");
  await expect(first.item(name)).toContainText("VIP");
  await expect(first.item(name)).not.toContainText("Første udgave.");
  // Their change to another field is taken; the field both changed shows both texts beside it.
  await expect(first.gamingType).toHaveValue("VIP");
  await expect(first.comment).toHaveValue("Min omhyggelige rettelse, som ikke må gå tabt.");
  const conflict = first.form.locator("[data-conflict]");
  await expect(conflict).toContainText("Den anden admins udgave.");
  await expect(conflict.getByRole("button", { name: "Brug deres" })).toBeFocused();

  await conflict.getByRole("button", { name: "Behold min" }).click();
  await first.updateButton.click();
  await expect(first.toast("Opdateret!")).toBeVisible();
  await expect(first.item(name)).toContainText("Min omhyggelige rettelse, som ikke må gå tabt.");
  await expect(first.item(name)).toContainText("VIP");
});

test("after a conflict the admin can take the other version of the field instead", async ({
  adminPage: page,
  listed,
}) => {
  const { admin, name, testimonial } = await listed("Nyeste", { comment: "Udgave et." });
  await admin.editButton(name).click();
  await admin.comment.fill("Min kladde.");

  const changed = await page.request.put(`/api/admin/testimonials/${testimonial.id}`, {
    data: { name, comment: "Udgave to fra en kollega.", rating: 4, version: testimonial.version },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(changed.status()).toBe(200);

  await admin.updateButton.click();
  await expect(admin.comment).toHaveValue("Min kladde.");
  await expect(admin.rating).toHaveValue("4");
  await admin.form.getByRole("button", { name: "Brug deres" }).click();
  await expect(admin.comment).toHaveValue("Udgave to fra en kollega.");
  await expect(admin.form.locator("[data-conflict]")).toHaveCount(0);
  // The form now holds the saved version exactly: nothing of mine is left to save.
  await admin.updateButton.click();
  await expect(admin.toast("Intet at gemme")).toBeVisible();
});

test("an expired session keeps the text, and it is still there after signing in again", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  const name = `Udløbet ${unique}`;
  await admin.name.fill(name);
  await admin.comment.fill("Skrevet lige inden sessionen udløb.");

  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await admin.addButton.click();
  await expect(admin.toast("Fejl")).toBeVisible();
  await expect(admin.form).toContainText("Du er ikke logget ind længere");
  await expect(admin.name).toHaveValue(name);
  await expect(admin.comment).toHaveValue("Skrevet lige inden sessionen udløb.");
  // Back to the same view of the list (the one showing every row) after signing in.
  await expect(admin.main.getByRole("link", { name: "Log ind igen" })).toHaveAttribute(
    "href",
    /^\/auth\?redirectTo=%2Fadmin(%3Fstatus%3Dalle)?$/,
  );

  // Signing in again gives the browser a session cookie; the admin comes back to the form.
  await page.context().addCookies(cookies);
  await openAdmin(page);
  await expect(admin.form).toContainText("Dine ændringer fra sidst er hentet frem");
  await expect(admin.name).toHaveValue(name);
  await expect(admin.comment).toHaveValue("Skrevet lige inden sessionen udløb.");
  await admin.addButton.click();
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.item(name)).toBeVisible();
});

test("Log ud ends the session: /admin then leads to /auth", async ({ browser, adminAccount }) => {
  const context = await anonymousContext(browser);
  const page = await context.newPage();
  await signIn(page, adminAccount.email, adminAccount.password);
  await openAdmin(page);
  const admin = adminScreen(page);
  await admin.main.getByRole("button", { name: "Log ud" }).click();
  await expect(page).not.toHaveURL(/\/admin/);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("button", { name: "Log ind" })).toBeVisible();
  await context.close();
});
