import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { signedInAdmin } from "#tests/support/api-client.ts";
import { expect, test } from "./support/test.ts";

// Each test gets its own server and database, so the figures it checks are its own; starting
// one and creating its admin takes a few seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("the home page shows the seeded testimonials, their stars and the Danish average", async ({
  page,
  ownServer: server,
}) => {
  const admin = await signedInAdmin(server);
  const ratings = [5, 4, 4, 5, 3, 5, 4];
  for (const [index, rating] of ratings.entries()) {
    const response = await admin.post("/api/admin/testimonials", {
      name: `Gæst ${index}`,
      comment: `Anmeldelse nummer ${index}`,
      rating,
      is_featured: index === 0,
    });
    expect(response.status).toBe(201);
  }

  // The server's HTML carries the testimonials themselves: nothing is swapped in later.
  const html = await (await page.request.get(`${server.url}/`)).text();
  expect(html).toContain("Anmeldelse nummer 6");
  expect(html).not.toContain("testimonials-skeleton");

  await page.goto(`${server.url}/`);
  const block = page.getByTestId("testimonials");
  await expect(block.getByRole("listitem")).toHaveCount(6);
  // Featured first, then newest.
  await expect(block.getByRole("listitem").first()).toContainText("Anmeldelse nummer 0");
  await expect(block.getByRole("listitem").nth(1)).toContainText("Anmeldelse nummer 6");
  await expect(block.getByRole("listitem").first()).toContainText("5 ud af 5 stjerner");
  // 30 / 7 = 4.29 → 4,3 over all seven
  await expect(page.getByTestId("testimonials-average")).toHaveText("4,3");
  await expect(block).toContainText("7 anmeldelser");
  await expect(page.getByTestId("testimonials-skeleton")).toHaveCount(0);
  await expect(page.getByText("aldrig en anmeldelse, fordi den er negativ")).toBeVisible();
});

test("a failing data source leaves the home page standing with average 0", async ({
  page,
  ownServer: server,
}) => {
  const db = new DatabaseSync(resolve(server.dataDir, "app.db"));
  db.exec("alter table testimonials rename to testimonials_gone");
  db.close();

  const response = await page.goto(`${server.url}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("testimonials-average")).toHaveText("0,0");
  await expect(page.getByText("Der er ingen anmeldelser endnu.")).toBeVisible();
  await expect(page.getByTestId("testimonials-skeleton")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(server.output()).toContain("home testimonials could not be loaded");
});
