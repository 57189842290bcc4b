import { defaultContent } from "#app/content/defaults.ts";
import { nightBenefits, nightPackageCopy } from "#app/content/night-gaming.ts";
import { expect, test } from "./support/test.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/references");
});

test("the hero has a book button", async ({ page }) => {
  const hero = page.locator("main header").first();
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Gaming hele natten");
  await hero.getByRole("link", { name: "Book Night Gaming" }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test("four benefit cards, midnight to dawn first", async ({ page }) => {
  const section = page.getByRole("region", { name: "Derfor Night Gaming" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(
    nightBenefits(defaultContent.nightGaming, "da").map((b) => b.title),
  );
  await expect(section.getByText("00:00 til 10:00")).toBeVisible();
});

test("the package: 100 kr per person, 00:00-10:00, toasts and a drink, with a popular badge", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: "Pakken" });
  await expect(section.getByText(nightPackageCopy.da.popularBadge)).toBeVisible();
  await expect(section).toContainText("100 kr.");
  await expect(section).toContainText("pr. person");
  await expect(section).toContainText("00:00-10:00");
  // The hours are named once, beside the price, not again in the list of what is included.
  await expect(section.getByText(/00:00/)).toHaveCount(1);
  await expect(section.getByText("2 toasts med refill")).toBeVisible();
  await expect(
    section.getByText(/1 drik efter eget valg: energidrik, sodavand eller kaffe/),
  ).toBeVisible();
});

test("the eight popular games", async ({ page }) => {
  const section = page.getByRole("region", { name: "Populære spil" });
  await expect(section.getByRole("listitem")).toHaveText([...defaultContent.nightGaming.games]);
});

test("three static testimonials, each with five stars", async ({ page }) => {
  const section = page.getByRole("region", { name: "Det siger natteravnene" });
  const quotes = section.getByRole("figure");
  await expect(quotes).toHaveCount(3);
  for (const [index, quote] of defaultContent.nightGaming.quotes.entries()) {
    await expect(quotes.nth(index)).toContainText(quote.quote);
    await expect(quotes.nth(index).getByText("5 ud af 5 stjerner")).toHaveCount(1);
    // The stars are one drawing: five filled in one path.
    await expect(quotes.nth(index).locator("path.fill-vip")).toHaveAttribute("d", /^(M[^M]+){5}$/);
  }
});

test("the closing call to action leads to booking", async ({ page }) => {
  const closing = page.getByRole("region", { name: "Klar til en nat foran skærmen?" });
  await expect(closing.getByRole("link", { name: "Book Night Gaming" })).toHaveAttribute(
    "href",
    "/booking",
  );
});
