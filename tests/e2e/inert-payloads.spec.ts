import { signedInAdmin } from "#tests/support/api-client.ts";
import { expect, test } from "./support/test.ts";

/**
 * Script, HTML and SQL metacharacters typed into a testimonial are stored exactly as typed and
 * shown as inert text on the admin screen and the home page: nothing runs, no element appears.
 * Its own server: these rows must not show up in other specs.
 */

test.describe.configure({ timeout: 90_000 });

const SCRIPT = `<script>window.__pwned = "script"</script>`;
const IMAGE = `"><img src="/x.png" onerror="window.__pwned = 'img'">`;
const SQL = `Robert'); DROP TABLE testimonials; -- "OR 1=1" \\ %_`;

test("payloads in a testimonial stay text on the admin screen and the home page", async ({
  browser,
  ownServer: server,
}) => {
  const admin = await signedInAdmin(server);
  const name = `${IMAGE} Navn`;
  const comment = `${SCRIPT} ${SQL}`;
  const first = await admin.post("/api/admin/testimonials", { name, comment, is_featured: true });
  expect(await first.json()).toMatchObject({ name, comment });
  const second = await admin.post("/api/admin/testimonials", {
    name: `${SQL} Navn`,
    comment: SQL,
    gaming_type: SCRIPT,
  });
  expect(await second.json()).toMatchObject({ comment: SQL, gaming_type: SCRIPT });

  const context = await browser.newContext();
  const [cookieName, ...value] = admin.cookie.split("=");
  await context.addCookies([
    { name: cookieName as string, value: value.join("="), url: server.url },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.url}/admin`);
  const list = page.getByRole("main").getByRole("region", { name: /Alle anmeldelser/ });
  await expect(list).toContainText(comment);
  await expect(list).toContainText(name);
  await expect(list).toContainText(SCRIPT);
  await expect(page.locator('img[src="/x.png"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await context.close();

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto(`${server.url}/`);
  const testimonials = home.getByTestId("testimonials");
  await expect(testimonials).toContainText(SQL);
  await expect(home.locator('img[src="/x.png"]')).toHaveCount(0);
  await expect(testimonials.locator("script")).toHaveCount(0);
  expect(await home.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  await visitor.close();
});
