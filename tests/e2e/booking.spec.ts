import { defaultContent } from "#app/content/defaults.ts";
import { defaults, telOf } from "./site.ts";
import { expect, test } from "./support/test.ts";

const { events: eventTypes, faq: faqs } = defaultContent;

test.beforeEach(async ({ page }) => {
  await page.goto("/booking");
});

test("the intro offers a phone call and an e-mail", async ({ page }) => {
  const hero = page.locator("main header").first();
  await expect(hero.getByRole("link", { name: /^Ring til os/ })).toHaveAttribute(
    "href",
    telOf(defaults.SITE_PHONE),
  );
  await expect(hero.getByRole("link", { name: /^Send en e-mail/ })).toHaveAttribute(
    "href",
    `mailto:${defaults.SITE_EMAIL}`,
  );
});

test("six FAQ cards: games, hours, age, parking, booking ahead, outside food", async ({ page }) => {
  const section = page.getByRole("region", { name: "Ofte stillede spørgsmål" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(faqs.map((f) => f.question));
  await expect(section.getByText(/24\/7/).first()).toBeVisible();
  await expect(section.getByText(/ingen aldersgrænse/)).toBeVisible();
  await expect(section.getByText(/medbragt mad og drikke er ikke tilladt/)).toBeVisible();
});

test("larger events: what to write, and an e-mail pre-filled per event type", async ({ page }) => {
  const section = page.getByRole("region", { name: "Større events" });
  for (const field of [
    "Type af arrangement",
    "Forventet antal gæster",
    "Ønsket dato og tidspunkt",
  ]) {
    await expect(section.getByText(field, { exact: true })).toBeVisible();
  }
  const links = section.locator('a[href^="mailto:"]');
  await expect(links).toHaveCount(eventTypes.length);
  for (const [index, event] of eventTypes.entries()) {
    const href = (await links.nth(index).getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(defaults.SITE_EMAIL);
    expect(url.searchParams.get("subject")).toContain(event.title);
    const body = url.searchParams.get("body") ?? "";
    expect(body).toContain(`Type af arrangement: ${event.title}`);
    expect(body).toContain("Forventet antal gæster:");
    expect(body).toContain("Ønsket dato og tidspunkt:");
  }
  // The dated events that take sign-ups online (docs/api.md#event-sign-up-and-calendar-feeds).
  await section.getByRole("link", { name: "Se kommende turneringer og events" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turneringer, LAN og events");
});
