// Uses the plain test: this spec provokes a violation on purpose.
import { expect, test } from "@playwright/test";

test("an inline script injected without the nonce is blocked and reported", async ({ page }) => {
  await page.goto("/");
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), {
          once: true,
        });
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        setTimeout(() => resolve("not blocked"), 2000);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});
