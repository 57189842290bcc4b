import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin-fixtures.ts";
import {
  adminScreen,
  expectFilterPressed,
  openAdmin,
  seedTestimonial,
} from "./support/admin-page.ts";

/**
 * The list on `/admin` as staff meet it (docs/admin.md): what they act on first, on a laptop's
 * screen; the queue first while reviews wait; and the whole list before React runs.
 */

/** A visitor's review, waiting in the queue (sent from an address of its own). */
async function waitingReview(page: Page, comment: string) {
  const response = await page.request.post("/api/testimonials", {
    data: { name: "Kø-Karla", comment, rating: 4 },
    headers: {
      origin: new URL(page.url()).origin,
      "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}`,
    },
  });
  expect(response.status()).toBe(202);
}

test("at 1280 × 800 /admin opens on the waiting reviews, the form and the list in view", async ({
  adminPage: page,
  admin,
  unique,
}) => {
  const comment = `Venter på godkendelse ${randomUUID().slice(0, 8)}`;
  await seedTestimonial(page, { name: `Godkendt ${unique}`, comment: "Allerede godkendt." });
  await waitingReview(page, comment);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin");
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached();

  // The queue, while anything waits in it; the other filters still there.
  await expectFilterPressed(admin.list, /^Afventer \(\d+\)$/);
  await expect(admin.item(comment)).toBeVisible();
  await expect(admin.list.getByRole("listitem").filter({ hasNotText: "Afventer" })).toHaveCount(0);
  await expect(admin.item(`Godkendt ${unique}`)).toHaveCount(0);
  // What staff act on is in view at once: the form, the list and its first row's buttons; the
  // site's example contact details are the business of /admin/indhold.
  await expect(page.getByRole("heading", { name: "Siden viser stadig eksempler" })).toHaveCount(0);
  for (const control of [
    admin.form.getByRole("heading", { name: "Tilføj ny anmeldelse" }),
    admin.name,
    admin.list.getByRole("heading", { name: "Alle anmeldelser" }),
    admin.list.getByRole("button", { name: /^Alle \(\d+\)$/ }),
    admin.main.getByLabel("Søg i anmeldelserne"),
    admin.list
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: /^Godkend / }),
    admin.list
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: /^Rediger / }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }

  // `Alle` still shows every row, in place.
  await admin.list.getByRole("button", { name: /^Alle \(\d+\)$/ }).click();
  await expectFilterPressed(admin.list, /^Alle/);
  await expect(admin.item(`Godkendt ${unique}`)).toBeVisible();
  await expect(admin.item(comment)).toBeVisible();
});

test("without JavaScript /admin opens on the queue too, and `Alle` leads to every row", async ({
  adminPage: page,
  plainAdmin: plain,
}) => {
  const comment = `Venter uden script ${randomUUID().slice(0, 8)}`;
  await waitingReview(page, comment);
  await plain.goto("/admin");
  await expectFilterPressed(plain, /^Afventer \(\d+\)$/);
  await expect(plain.getByText(comment)).toBeVisible();
  await plain.getByRole("button", { name: /^Alle \(\d+\)$/ }).click();
  await expect(plain).toHaveURL(/\/admin\?status=alle$/);
  await expectFilterPressed(plain, /^Alle/);
});

test("`Vis flere` continues the list without JavaScript, keeping the filter and the search", async ({
  adminPage: page,
  plainAdmin: plain,
  unique,
}) => {
  test.slow(); // 27 rows are added first
  for (let index = 1; index <= 27; index++) {
    await seedTestimonial(page, { name: `Side ${index} ${unique}`, comment: "Mange rækker." });
  }
  const rows = plain.getByTestId("testimonial-scroll").getByRole("listitem");
  await plain.goto(`/admin?status=approved&q=${encodeURIComponent(unique)}`);
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(`Side 27 ${unique}`);
  await plain.getByRole("link", { name: "Vis flere" }).click();
  await expect(plain).toHaveURL((url) => {
    const params = url.searchParams;
    return (
      url.pathname === "/admin" &&
      params.get("status") === "approved" &&
      params.get("q") === unique &&
      Boolean(params.get("efter"))
    );
  });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Side 2 ${unique}`);
  await expect(rows.nth(1)).toContainText(`Side 1 ${unique}`);
  await expect(plain.getByRole("link", { name: "Vis flere" })).toHaveCount(0);
  await expect(plain.getByRole("searchbox", { name: "Søg i anmeldelserne" })).toHaveValue(unique);
  await plain.getByRole("link", { name: "Vis de nyeste" }).click();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(`Side 27 ${unique}`);

  // With React the same link loads the rest in place.
  await page.goto(`/admin?status=approved&q=${encodeURIComponent(unique)}`);
  await openAdmin(page, "reload");
  const address = page.url();
  const list = adminScreen(page).list.getByTestId("testimonial-scroll").getByRole("listitem");
  await expect(list).toHaveCount(25);
  await page.getByRole("link", { name: "Vis flere" }).click();
  await expect(list).toHaveCount(27);
  expect(page.url()).toBe(address);
});

test("`Rediger` without JavaScript opens the row in the form and keeps the view of the list", async ({
  adminPage: page,
  plainAdmin: plain,
  unique,
}) => {
  const name = `Rettes ${unique}`;
  await seedTestimonial(page, { name, comment: "Rettes før scriptet." });
  await plain.goto(`/admin?status=approved&q=${encodeURIComponent(unique)}`);
  await plain.getByRole("button", { name: `Rediger anmeldelse fra ${name}` }).click();
  await expect(plain).toHaveURL((url) => {
    const params = url.searchParams;
    return (
      params.get("status") === "approved" &&
      params.get("q") === unique &&
      Boolean(params.get("rediger")) &&
      url.hash === "#form-heading"
    );
  });
  await expect(plain.getByRole("heading", { name: "Rediger anmeldelse" })).toBeInViewport();
  await expect(plain.getByLabel("Navn")).toHaveValue(name);
  await expect(plain.getByLabel("Kommentar")).toHaveValue("Rettes før scriptet.");
  await expectFilterPressed(plain, /^Godkendte/);
});

test("a `Rediger` clicked before React has taken the list over opens the row, and React then runs that page", async ({
  page,
  unique,
}) => {
  const name = `Tidlig ${unique}`;
  await page.goto("/admin?status=alle");
  await seedTestimonial(page, { name, comment: "Klikket før scriptet." });
  // The page's scripts held back: the click comes before React runs the list.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/admin?status=approved&q=${encodeURIComponent(unique)}`, {
    waitUntil: "domcontentloaded",
  });
  await page.getByRole("button", { name: `Rediger anmeldelse fra ${name}` }).click();
  await expect(page).toHaveURL(/[?&]rediger=/);
  await expect(page.getByLabel("Navn")).toHaveValue(name);
  // The same view of the list beside it; React takes the page over once its scripts arrive.
  release();
  const admin = adminScreen(page);
  await expect(admin.item(name)).toBeVisible();
  await expect(admin.item(name)).toContainText("Redigeres");
  await expectFilterPressed(admin.list, /^Godkendte/);
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached();
  await expect(page.getByLabel("Navn")).toHaveValue(name);
});
