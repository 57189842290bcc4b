import { createAdmin, createUser, signIn } from "./support/auth.ts";
import { expect, test } from "./support/test.ts";

// What the site's header shows to someone signed in: on a phone it sits behind the menu, so
// these run at both widths (playwright.config.ts); the sign-in itself is in sign-in.spec.ts.

test("the navigation shows Admin and Log ud to an admin from the first paint, and signs out", async ({
  page,
  isMobile,
}) => {
  const admin = createAdmin();
  await signIn(page, admin.email, admin.password);
  // JavaScript off for this check: the links come from the server's session, not the browser.
  const html = await (await page.request.get("/services")).text();
  expect(html).toMatch(/<a[^>]+href="\/admin"[^>]*>[^<]*Admin/);
  expect(html).toContain("Log ud");

  await page.goto("/services");
  const banner = page.getByRole("banner");
  if (isMobile) await banner.getByRole("button", { name: "Menu" }).click();
  await expect(banner.getByRole("link", { name: "Admin" })).toBeVisible();
  await banner.getByRole("button", { name: "Log ud" }).click();
  await expect(page).toHaveURL(/\/$/);
  if (isMobile) await banner.getByRole("button", { name: "Menu" }).click();
  await expect(banner.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(banner.getByRole("button", { name: "Log ud" })).toHaveCount(0);
});

test("a signed-in non-admin sees Log ud but no Admin link", async ({ page, isMobile }) => {
  const user = createUser();
  await signIn(page, user.email, user.password);
  await page.goto("/booking");
  const banner = page.getByRole("banner");
  if (isMobile) await banner.getByRole("button", { name: "Menu" }).click();
  await expect(banner.getByRole("button", { name: "Log ud" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Admin" })).toHaveCount(0);
});
