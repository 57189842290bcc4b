import type { Locator, Page } from "@playwright/test";
import { DESK, PHONE } from "#tests/support/screens.ts";
import {
  eventWithGuests,
  guest,
  guestsWithoutScript,
  hydrated,
  openEvents,
} from "./support/events-admin.ts";
import { expect, test } from "./support/test.ts";

/**
 * Check-in at the door on a phone (375 px): the events come before the form, an event's
 * registrations are a list (name, team, one big `Tjek ind`, a search) that never scrolls
 * sideways, and `Til toppen` covers no row's button; with and without JavaScript. The check-in
 * without JavaScript is tried at the desk's width (1440 px) too: its one home.
 */
test.use({ viewport: PHONE });

const GUESTS = ["Ida Holm", "Jens Kø", "Mikkel Østergaard-Christiansen", "Lise Lang", "Bo Ørsted"];

function panelOf(page: Page, title: string) {
  return page.getByRole("region", { name: `Tilmeldinger til ${title}` });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not shown: ${locator}`);
  return found;
}

test("on a phone the events come first and the door list is a list, nothing sideways and nothing covered", async ({
  page,
  baseURL,
}) => {
  test.slow(); // five sign-ups, three pages and every row's place measured
  await openEvents(page);
  const event = await eventWithGuests(page, baseURL, GUESTS, { team_size: 2 });

  // The event staff come for is on the first screen; the form is below the events.
  await page.goto("/admin/begivenheder");
  await hydrated(page);
  const upcoming = page.getByRole("region", { name: "Kommende" });
  const firstCard = upcoming.getByRole("listitem").first();
  await expect(firstCard.getByRole("heading")).toBeInViewport();
  await expect(firstCard.getByRole("button", { name: /^Rediger / })).toBeInViewport();
  const form = await box(page.getByRole("heading", { name: "Opret begivenhed" }));
  expect(form.y).toBeGreaterThan((await box(upcoming)).y);
  await upcoming.getByRole("link", { name: "Ny begivenhed" }).click();
  await expect(page.getByRole("heading", { name: "Opret begivenhed" })).toBeInViewport();

  await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}#tilmeldinger`);
  await hydrated(page);
  const panel = panelOf(page, event.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await expect(panel.getByRole("searchbox", { name: "Søg blandt tilmeldingerne" })).toBeVisible();
  for (const name of GUESTS) {
    const item = guest(panel, name);
    await expect(item).toContainText(`Hold: Hold ${name.split(" ")[0]}`);
    const checkIn = await box(item.getByRole("button", { name: `Tjek ind: ${name}` }));
    expect(checkIn.x).toBeGreaterThanOrEqual(0);
    expect(checkIn.x + checkIn.width).toBeLessThanOrEqual(PHONE.width);
    expect(checkIn.height).toBeGreaterThanOrEqual(44);
    // The whole name is there, not cut off.
    const shown = await box(item.getByText(name, { exact: true }));
    expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);
  }

  // The fourth guest's `Afmeld` brought to where `Til toppen` floats: it stays uncovered.
  const fourth = panel.getByRole("button", { name: `Afmeld ${GUESTS[3]}` });
  const at = await box(fourth);
  // `Til toppen` is 48 px high, 16 px above the screen's bottom: its middle 40 px up.
  await page.evaluate((by) => window.scrollBy(0, by), at.y + at.height / 2 - (PHONE.height - 40));
  const top = page.getByRole("button", { name: "Til toppen" });
  await expect(top).toBeVisible();
  const hit = await fourth.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const found = document.elementFromPoint(rect.right - 4, rect.top + rect.height / 2);
    return found !== null && button.contains(found);
  });
  expect(hit).toBe(true);
  // Nor any other row's button, wherever the row is scrolled to: none reaches into the column
  // `Til toppen` floats in.
  const corner = await box(top);
  const rowButtons = [
    ...(await upcoming.getByRole("listitem").locator("button, a").all()),
    ...(await panel.getByRole("listitem").locator("button, a").all()),
    panel.getByRole("button", { name: "Søg" }),
  ];
  for (const button of rowButtons) {
    if (!(await button.isVisible())) continue;
    const edge = await box(button);
    expect(edge.x + edge.width, (await button.getAttribute("aria-label")) ?? "").toBeLessThan(
      corner.x,
    );
  }

  // `Tjek ind` from the list.
  const ida = panel.getByRole("button", { name: "Tjek ind: Ida Holm" });
  await ida.click();
  await expect(ida).toHaveAttribute("aria-pressed", "true");
  await expect(guest(panel, "Ida Holm")).toContainText("Tjekket ind");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const screen of [PHONE, DESK]) {
    test(`\`Tjek ind\` checks a guest in at ${screen.width} px, and the page comes back to it`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(screen);
      const event = await guestsWithoutScript(
        page,
        baseURL,
        ["Karla Dør", "Åse Ærøbo"],
        "#tilmeldinger",
      );
      const karla = page.getByRole("button", { name: "Tjek ind: Karla Dør" });
      await expect(karla).toHaveAttribute("aria-pressed", "false");
      await karla.click();
      await expect(page).toHaveURL(/tilmeldinger=.*#tilmeldinger$/);
      await expect(karla).toHaveAttribute("aria-pressed", "true");
      await expect(karla).toBeInViewport();
      await expect(guest(panelOf(page, event.title), "Karla Dør")).toContainText("Tjekket ind");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screen.width);
    });
  }

  test("a refused form comes back first, with its errors in sight", async ({ page }) => {
    await openEvents(page, false);
    await page.getByRole("link", { name: "Ny begivenhed" }).click();
    await page.getByLabel("Titel").fill("Uden start");
    await page.getByRole("button", { name: "Opret begivenhed" }).click();
    await expect(page.getByLabel("Titel")).toHaveValue("Uden start");
    const heading = await box(page.getByRole("heading", { name: "Opret begivenhed" }));
    expect(heading.y).toBeLessThan((await box(page.getByRole("region", { name: "Kommende" }))).y);
  });
});
