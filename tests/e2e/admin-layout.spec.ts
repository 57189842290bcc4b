import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, openAdmin, seedTestimonial } from "./support/admin-page.ts";
import { axeFindings } from "./support/axe.ts";

test("the list scrolls inside a container of at most 600 px", async ({
  adminPage: page,
  unique,
}) => {
  for (let index = 1; index <= 8; index++) {
    await seedTestimonial(page, {
      name: `Scroll ${index} ${unique}`,
      comment: "En lang anmeldelse, der fylder godt i listen, så den skal kunne rulle. ".repeat(3),
    });
  }
  await openAdmin(page, "reload");
  const admin = adminScreen(page);
  const scroller = admin.list.getByTestId("testimonial-scroll");
  const size = await scroller.evaluate((element) => ({
    client: element.clientHeight,
    scroll: element.scrollHeight,
    maxHeight: getComputedStyle(element).maxHeight,
  }));
  expect(size.maxHeight).toBe("600px");
  expect(size.client).toBeLessThanOrEqual(600);
  expect(size.scroll).toBeGreaterThan(size.client);

  const oldest = admin.item(`Scroll 1 ${unique}`);
  await expect(oldest).not.toBeInViewport();
  await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test("form left and list right on a wide screen, stacked on a phone", async ({
  adminPage: page,
  admin,
}) => {
  const form = await admin.form.boundingBox();
  const list = await admin.list.boundingBox();
  if (!form || !list) throw new Error("form or list not rendered");
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    expect(form.x + form.width).toBeLessThanOrEqual(list.x);
  } else {
    expect(form.y + form.height).toBeLessThanOrEqual(list.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
  }
});

test("axe finds no accessibility violations on /admin: with the dialog, then with a toast", async ({
  adminPage: page,
  unique,
}) => {
  test.slow(); // axe runs twice over a full page, on a machine shared with other suites
  await seedTestimonial(page, { name: `Axe ${unique}`, comment: "Tilgængelig." });
  await openAdmin(page, "reload");
  await expect(adminScreen(page).item(`Axe ${unique}`)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await adminScreen(page).deleteButton(`Axe ${unique}`).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole("alertdialog").getByRole("button", { name: "Slet", exact: true }).click();
  const toast = adminScreen(page).toast("Slettet!");
  await expect(toast).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test("axe finds no accessibility violations on /auth", async ({ browser }) => {
  const context = await anonymousContext(browser);
  const page = await context.newPage();
  await page.goto("/auth?redirectTo=%2Fadmin");
  await expect(page.getByRole("button", { name: "Log ind" })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await context.close();
});

test("the site's header keeps its own layout on /admin (no second stylesheet overriding it)", async ({
  adminPage: page,
  isMobile,
}) => {
  await openAdmin(page);
  const banner = page.getByRole("banner");
  const menu = banner.getByRole("button", { name: "Menu" });
  if (isMobile) {
    await expect(menu).toBeVisible();
  } else {
    await expect(menu).toBeHidden();
    await expect(banner.getByRole("link", { name: "Afdelinger" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Admin" })).toBeVisible();
  }
});
