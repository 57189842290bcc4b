import { defaultContent } from "#app/content/defaults.ts";
import { priceCopy } from "#app/content/departments.ts";
import { defaults, telOf } from "./site.ts";
import { expect, test } from "./support/test.ts";

const { departments } = defaultContent;

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
});

test("the hero shows 100+ stations, open 24/7 and 3 unique departments", async ({ page }) => {
  const hero = page.locator("main header").first();
  for (const [value, label] of [
    ["100+", "gamingstationer"],
    ["24/7", "åbent hele året"],
    ["3", "unikke afdelinger"],
  ] as const) {
    const tile = hero.getByRole("listitem").filter({ hasText: label });
    await expect(tile).toContainText(value);
  }
});

test("comparison cards: badge, price with inkl. moms, three highlights and a booking button", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: "Sammenlign afdelingerne" });
  const cards = section.getByRole("list").first().locator(":scope > li");
  await expect(cards).toHaveCount(3);
  for (const [index, department] of departments.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(department.badge, { exact: true })).toBeVisible();
    await expect(card).toContainText(`${department.price} kr.`);
    await expect(card.getByText("inkl. moms")).toBeVisible();
    for (const highlight of department.highlights)
      await expect(card.getByText(highlight)).toBeVisible();
    await expect(card.getByRole("link", { name: `Book ${department.title}` })).toHaveAttribute(
      "href",
      "/booking",
    );
  }
  await expect(section.getByText(priceCopy.da.pricingNote)).toBeVisible();
});

test("the comparison table has rows for performance, screen size, atmosphere and graphics", async ({
  page,
}) => {
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Sammenligning",
    "Standard",
    "VIP",
    "PlayStation",
  ]);
  await expect(table.getByRole("rowheader")).toHaveText([
    "Ydeevne",
    "Skærmstørrelse",
    "Atmosfære",
    "Grafik",
  ]);
});

test("one detail section per department with image, price, description and the exact specs", async ({
  page,
}) => {
  for (const department of departments) {
    const section = page.locator(`section#${department.id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(
      section.getByRole("heading", { name: department.title, exact: true }),
    ).toBeVisible();
    // The drawing is part of the page (components/site/illustrations.ts), drawn at 8:5.
    const image = section.getByRole("img", { name: department.imageAlt });
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.6, 1);
    await expect(image.locator("svg linearGradient").first()).toHaveAttribute(
      "id",
      new RegExp(`^${department.id}-`),
    );
    await expect(section.getByText(department.badge, { exact: true })).toBeVisible();
    await expect(section).toContainText(`${department.price} kr.`);
    await expect(section.getByText(department.description)).toBeVisible();
    await expect(section.getByRole("heading", { name: department.specsHeading })).toBeVisible();
    const specs = section
      .getByRole("heading", { name: department.specsHeading })
      .locator("xpath=..")
      .getByRole("listitem");
    await expect(specs).toHaveText(department.specs);
    await expect(section.getByRole("link", { name: `Book ${department.title}` })).toHaveAttribute(
      "href",
      "/booking",
    );
  }
  await expect(
    page.locator("section#playstation").getByRole("heading", { name: "Features" }),
  ).toBeVisible();
});

test("gear in three categories and a partner grid of six with a mail link to become a partner", async ({
  page,
}) => {
  const gear = page.getByRole("region", { name: "Vores udstyr" });
  await expect(gear.getByRole("heading", { level: 3 })).toHaveText(
    defaultContent.gear.map((c) => c.title),
  );
  const grid = page.getByRole("region", { name: "Vores partnere" });
  for (const partner of defaultContent.partners)
    await expect(grid.getByText(partner.name)).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(6);
  const mail = grid.getByRole("link", { name: "Bliv partner" });
  await expect(mail).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${defaults.SITE_EMAIL}\\?subject=`),
  );
});

test("the closing call to action has a phone link", async ({ page }) => {
  const closing = page.getByRole("region", { name: "Spørgsmål om afdelingerne?" });
  await expect(closing.getByRole("link", { name: /^Ring/ })).toHaveAttribute(
    "href",
    telOf(defaults.SITE_PHONE),
  );
  await expect(closing.getByRole("link", { name: "Book nu" })).toHaveAttribute("href", "/booking");
});
