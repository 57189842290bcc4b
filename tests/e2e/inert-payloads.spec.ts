import { anonymousContext, expect, test } from "./support/admin-fixtures.ts";
import { adminScreen, seedTestimonial } from "./support/admin-page.ts";

/**
 * Script, HTML and SQL metacharacters typed into a testimonial are stored exactly as typed and
 * shown as inert text on the admin screen and the home page: nothing runs, no element appears.
 */

const SCRIPT = `<script>window.__pwned = "script"</script>`;
const IMAGE = `"><img src="/x.png" onerror="window.__pwned = 'img'">`;
const SQL = `Robert'); DROP TABLE testimonials; -- "OR 1=1" \\ %_`;

test("payloads in a testimonial stay text on the admin screen and the home page", async ({
  adminPage: page,
  browser,
  unique,
}) => {
  const name = `${IMAGE} ${unique}`;
  const comment = `${SCRIPT} ${SQL}`;
  const created = await seedTestimonial(page, { name, comment });
  expect(created).toMatchObject({ name, comment });
  const stored = await page.request.post(`/api/admin/testimonials`, {
    data: { name: `${SQL} ${unique}`, comment: SQL, gaming_type: SCRIPT, is_featured: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(await stored.json()).toMatchObject({ comment: SQL, gaming_type: SCRIPT });

  await page.reload();
  const admin = adminScreen(page);
  await expect(admin.item(unique).first()).toBeVisible();
  await expect(admin.list).toContainText(comment);
  await expect(admin.list).toContainText(name);
  await expect(admin.list).toContainText(SCRIPT);
  await expect(page.locator('img[src="/x.png"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

  const visitor = await anonymousContext(browser);
  const home = await visitor.newPage();
  await home.goto("/");
  const testimonials = home.getByTestId("testimonials");
  await expect(testimonials).toContainText(SQL);
  await expect(home.locator('img[src="/x.png"]')).toHaveCount(0);
  await expect(testimonials.locator("script")).toHaveCount(0);
  expect(await home.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await visitor.close();
});
