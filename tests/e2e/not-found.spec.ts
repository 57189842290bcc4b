import { expect, test } from "./support/test.ts";

test("an unknown path shows the 404 page, logs the path and links home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));

  const response = await page.goto("/finnes-ikke/her");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect.poll(() => logged.some((line) => line.includes("/finnes-ikke/her"))).toBe(true);

  await expect(page.getByText("Oops! Page not found")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Til forsiden" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the document is in Danish", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
});
