import { defaultContent } from "#app/content/defaults.ts";
import { defaults, telOf } from "./site.ts";
import { expect, test } from "./support/test.ts";

const { departments, events: eventTypes } = defaultContent;

test.describe("the hero clock in a visitor far from Copenhagen", () => {
  test.use({ timezoneId: "America/Los_Angeles" });
  test.describe.configure({ timeout: 60_000 });

  test("shows Copenhagen time as HH.MM.SS in a <time> element", async ({ page }) => {
    // 10:00 UTC on 1 July is 12:00 in Copenhagen (summer time) and 03:00 in Los Angeles.
    await page.clock.setFixedTime(new Date("2026-07-01T10:00:00Z"));
    await page.goto("/");
    const clock = page.locator("time").first();
    // The server renders its own time; the browser's replaces it once hydrated (slow on a busy machine).
    await expect(clock).toHaveText("12.00.00", { timeout: 15_000 });
    await expect(clock).toHaveAttribute("datetime", "12:00:00");
    expect(await page.evaluate(() => new Date().getHours())).toBe(3);
  });

  test("ticks every second", async ({ page }) => {
    await page.goto("/");
    const clock = page.locator("time").first();
    await expect(clock).toHaveText(/^\d{2}\.\d{2}\.\d{2}$/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? "", { timeout: 15_000 });
  });
});

test("hero: Åbent 24/7, a call button with the configured number and a link to /services", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.locator("main header").first();
  await expect(hero.getByText("Åbent 24/7")).toBeVisible();
  const call = hero.getByRole("link", { name: /^Ring/ });
  await expect(call).toHaveAttribute("href", telOf(defaults.SITE_PHONE));
  await expect(call).toContainText(defaults.SITE_PHONE);
  await hero.getByRole("link", { name: "Se afdelinger" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find din afdeling");
});

test("the six figures are on the home page: three in the hero, three in a band", async ({
  page,
}) => {
  await page.goto("/");
  // Written out here, not read from app/content: the test fails when any of them goes missing.
  const figures: [string, RegExp][] = [
    ["100+", /gamingstationer/],
    ["24/7", /åbent/],
    ["3", /afdelinger/],
    ["200+", /events i år/],
    ["1000+", /tilfredse kunder/],
    ["95 %", /kommer igen/],
  ];
  for (const [value, label] of figures) {
    const figure = page
      .locator("main dl > div")
      .filter({ has: page.getByRole("definition").getByText(value, { exact: true }) })
      .filter({ has: page.getByRole("term").getByText(label) });
    await expect(figure, `${value} ${label}`).toHaveCount(1);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure, `${value} ${label}`).toBeVisible();
  }
  const band = page.getByRole("region", { name: "Centret i tal" });
  await expect(band.getByRole("definition")).toHaveText(["200+", "1000+", "95 %"]);
});

test("the department chooser links to each department's anchor and to all departments", async ({
  page,
}) => {
  await page.goto("/");
  const chooser = page.getByRole("region", { name: "Vælg din afdeling" });
  for (const department of departments) {
    await expect(
      chooser.getByRole("link", { name: department.title, exact: true }),
    ).toHaveAttribute("href", `/services#${department.id}`);
  }
  await expect(chooser.getByText("12 kr.")).toBeVisible();
  await expect(chooser.getByRole("link", { name: "Se alle afdelinger" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("the testimonials block sits between the department chooser and the events", async ({
  page,
}) => {
  await page.goto("/");
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const chooser = headings.indexOf("Vælg din afdeling");
  const testimonials = headings.indexOf("Det siger vores gæster");
  const events = headings.indexOf("Events for alle");
  expect(chooser).toBeGreaterThanOrEqual(0);
  expect(testimonials).toBe(chooser + 1);
  expect(events).toBe(testimonials + 1);
  await expect(page.getByText(/aldrig en anmeldelse, fordi den er negativ/)).toBeVisible();
});

test("event cards: title, subtitle, price text, capacity, duration, features, booking link and call button", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page
    .getByRole("region", { name: "Events for alle" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(cards).toHaveCount(eventTypes.length);
  for (const [index, event] of eventTypes.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(event.title);
    for (const text of [
      event.subtitle,
      "Kontakt for tilbud",
      event.capacity,
      event.duration,
      ...event.features,
    ]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("link", { name: event.cta })).toHaveAttribute("href", "/booking");
    await expect(card.getByRole("link", { name: /^Ring/ })).toHaveAttribute(
      "href",
      telOf(defaults.SITE_PHONE),
    );
  }
});

test("the closing call to action leads to /booking", async ({ page }) => {
  await page.goto("/");
  const closing = page.getByRole("region", { name: "Klar til at spille?" });
  await closing.getByRole("link", { name: "Book nu" }).click();
  await expect(page).toHaveURL(/\/booking$/);
});
