import { expect, test } from "./support/admin-fixtures.ts";
import { FORM_POST } from "./support/admin-page.ts";

/** Counts the form's posts and the API's writes, to prove a form was stopped before it was sent. */
function countWrites(page: import("@playwright/test").Page) {
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (
      request.method() !== "GET" &&
      (url.includes("/api/admin/") || url.includes("/admin.data"))
    ) {
      writes.push(request.method());
    }
  });
  return writes;
}

test("an empty name is stopped in the browser with a Danish message, and nothing is sent", async ({
  adminPage: page,
  admin,
}) => {
  const writes = countWrites(page);
  await admin.comment.fill("Kommentar uden navn.");
  await admin.addButton.click();

  // The browser's own attribute is kept; its pop-up (in the browser's language) is not used.
  expect(await admin.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await expect(admin.name).toBeFocused();
  await expect(admin.name).toHaveAccessibleDescription("Navn skal udfyldes");
  await expect(admin.comment).toHaveValue("Kommentar uden navn.");
  expect(writes).toEqual([]);
});

for (const rating of ["0", "6"]) {
  test(`a rating of ${rating} is stopped in the browser and nothing is sent`, async ({
    adminPage: page,
    admin,
    unique,
  }) => {
    const writes = countWrites(page);
    await admin.name.fill(`Rating ${unique}`);
    await admin.comment.fill("Uden for skalaen.");
    await admin.rating.fill(rating);
    await admin.addButton.click();

    const valid = await admin.rating.evaluate((input: HTMLInputElement) => input.validity.valid);
    expect(valid).toBe(false);
    await expect(admin.rating).toBeFocused();
    await expect(admin.rating).toHaveAccessibleDescription("Bedømmelse skal være mellem 1 og 5");
    expect(writes).toEqual([]);
    await expect(admin.item(`Rating ${unique}`)).toHaveCount(0);
  });
}

test("field errors show next to their fields and the typed text stays", async ({
  admin,
  unique,
}) => {
  const name = `Blank ${unique}`;
  await admin.name.fill(name);
  // Spaces pass the browser's `required` but not the schema's trimmed check.
  await admin.comment.fill("   ");
  await admin.gamingType.fill("PS5");
  await admin.addButton.click();

  await expect(admin.toast("Fejl")).toBeVisible();
  await expect(admin.comment).toHaveAttribute("aria-invalid", "true");
  await expect(admin.comment).toHaveAccessibleDescription("Kommentar skal udfyldes");
  await expect(admin.comment).toBeFocused();
  await expect(admin.name).toHaveValue(name);
  await expect(admin.gamingType).toHaveValue("PS5");
  await expect(admin.item(name)).toHaveCount(0);

  await admin.comment.fill("Nu med tekst.");
  await expect(admin.comment).not.toHaveAttribute("aria-invalid", "true");
  await admin.addButton.click();
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.item(name)).toContainText("Nu med tekst.");
});

test("a network failure keeps everything typed and says so", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  const name = `Offline ${unique}`;
  await page.route(FORM_POST, (route) => route.abort("internetdisconnected"));
  await admin.name.fill(name);
  await admin.comment.fill("Skrevet mens nettet var væk.");
  await admin.addButton.click();

  await expect(admin.toast("Fejl")).toContainText("Kunne ikke få forbindelse til serveren");
  await expect(admin.name).toHaveValue(name);
  await expect(admin.comment).toHaveValue("Skrevet mens nettet var væk.");

  await page.unroute(FORM_POST);
  await admin.addButton.click();
  await expect(admin.toast("Tilføjet!")).toBeVisible();
  await expect(admin.toast("Fejl")).toHaveCount(0);
  await expect(admin.item(name)).toBeVisible();
});
