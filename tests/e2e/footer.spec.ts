import { defaults } from "./site.ts";
import { expect, test } from "./support/test.ts";

test("the footer has quick links, contact, address, opening hours, social links and CVR", async ({
  page,
}) => {
  await page.goto("/references");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Genveje" }).getByRole("link")).toHaveText([
    "Hjem",
    "Afdelinger",
    "Night gaming",
    "Booking",
    "Begivenheder",
    "Skriv en anmeldelse",
  ]);
  await expect(footer.getByText(defaults.SITE_PHONE)).toBeVisible();
  await expect(footer.getByText(defaults.SITE_EMAIL)).toBeVisible();
  await expect(footer.getByText(defaults.SITE_ADDRESS)).toBeVisible();
  // The hours staff set: in the sentence under the logo, and under `Åbningstider`.
  const hours = footer.getByText("Åbent 24/7", { exact: true });
  await expect(hours).toHaveCount(2);
  for (const shown of await hours.all()) await expect(shown).toBeVisible();
  await expect(footer.getByText(`CVR-nr. ${defaults.SITE_CVR}`).first()).toBeVisible();
  for (const name of ["Instagram", "Facebook", "TikTok", "Discord"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the privacy link leads to a real page about the data the site keeps", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privatlivspolitik" }).click();
  await expect(page).toHaveURL(/\/privatliv$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privatlivspolitik");
  await expect(page.getByRole("heading", { name: "Ingen sporing" })).toBeVisible();
  await expect(page.getByText(/sessionscookie/).first()).toBeVisible();
});

test("the terms link leads to the house rules", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Vilkår og husregler" }).click();
  await expect(page).toHaveURL(/\/vilkaar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vilkår og husregler");
  await expect(page.getByText(/ingen aldersgrænse/)).toBeVisible();
  await expect(page.getByText(/Medbragt mad og drikke er ikke tilladt/)).toBeVisible();
});
