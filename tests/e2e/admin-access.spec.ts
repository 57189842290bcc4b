import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";
import { seedTestimonial } from "./support/admin-page.ts";
import { createUser, signIn } from "./support/auth.ts";

/** What an outsider receives for the admin page and its data request, without following redirects. */
async function rawResponses(request: import("@playwright/test").APIRequestContext) {
  const page = await request.get("/admin", { maxRedirects: 0 });
  const data = await request.get("/admin.data", { maxRedirects: 0 });
  return { page, pageBody: await page.text(), data, dataBody: await data.text() };
}

for (const { who, word, signedIn } of [
  { who: "an anonymous visitor", word: "Hemmelig", signedIn: false },
  { who: "a signed-in visitor who is not an admin", word: "Fortrolig", signedIn: true },
]) {
  test(`${who} is sent to /auth and receives no testimonial data`, async ({
    adminPage,
    unique,
    browser,
  }) => {
    const secret = `${word} ${unique}`;
    await seedTestimonial(adminPage, { name: secret, comment: `Kommentar ${unique}` });

    const context = await anonymousContext(browser);
    const page = await context.newPage();
    if (signedIn) {
      const user = createUser();
      await signIn(page, user.email, user.password);
    }
    const raw = await rawResponses(context.request);
    expect(raw.page.status()).toBeGreaterThanOrEqual(300);
    expect(raw.page.status()).toBeLessThan(400);
    expect(raw.page.headers().location).toBe("/auth?redirectTo=%2Fadmin");
    for (const body of [raw.pageBody, raw.dataBody]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(unique);
    }
    expect(raw.dataBody).toContain("/auth?redirectTo=%2Fadmin");

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await expect(page.getByText(secret)).toHaveCount(0);
    await context.close();
  });
}

test("the admin page is private: noindex and never cached", async ({ adminPage: page }) => {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const response = await page.request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const data = await page.request.get("/admin.data");
  expect(data.headers()["cache-control"]).toContain("no-store");
});
