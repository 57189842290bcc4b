import type { Browser } from "@playwright/test";
import { bookingPage } from "#app/content/booking-page.ts";
import { homePage } from "#app/content/home-page.ts";
import { nightGamingPage } from "#app/content/night-gaming-page.ts";
import { ENGLISH_PAGE_PATHS, PAGE_PATHS } from "#app/content/public-paths.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { DESK, PHONE } from "#tests/support/screens.ts";
import { axeFindings } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The English twins of the home page, /services, Night Gaming and /booking (docs/pages.md#english):
 * complete without JavaScript at a phone's and a desktop's width, the language switch keeping the
 * `#anchor` both ways, the hero's clock as `HH:MM:SS`, and nothing for axe-core to find.
 */

// axe-core takes several seconds per page on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const PAGES = [
  {
    path: ENGLISH_PAGE_PATHS.home,
    // The accent is a line of its own under the heading's first words.
    h1: new RegExp(`^${homePage.en.heading}\\s*${homePage.en.headingAccent}$`),
  },
  { path: ENGLISH_PAGE_PATHS.services, h1: servicesPage.en.heading },
  { path: ENGLISH_PAGE_PATHS.nightGaming, h1: nightGamingPage.en.heading },
  { path: ENGLISH_PAGE_PATHS.booking, h1: bookingPage.en.heading },
];

const WIDTHS = [
  { name: "phone", ...PHONE },
  { name: "desktop", ...DESK },
];

/** A visitor whose browser runs no script, at one screen size. */
async function withoutScript(browser: Browser, width: number, height: number, baseURL: string) {
  return browser.newContext({ javaScriptEnabled: false, viewport: { width, height }, baseURL });
}

for (const { path, h1 } of PAGES) {
  for (const { name, width, height } of WIDTHS) {
    test(`${path} without JavaScript on a ${name}: English heading, language and navigation`, async ({
      browser,
      baseURL,
    }) => {
      const context = await withoutScript(browser, width, height, baseURL ?? "");
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const menu = width < 1024 ? "Mobile menu" : "Main menu";
      if (width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: menu }).getByRole("link")).toHaveText([
        "Home",
        "Departments",
        "Night gaming",
        "Booking",
        "Dansk",
      ]);
      await context.close();
    });
  }

  test(`${path}: no axe-core violations at a desktop's and a phone's width`, async ({ page }) => {
    for (const { width, height } of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 20));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(await axeFindings(page), `${width} px`).toEqual([]);
      await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    }
  });
}

test("the language switch on /services#vip leads to /en/services#vip and back", async ({
  page,
}) => {
  await page.goto(`${PAGE_PATHS.services}#vip`);
  const steps = [
    { menu: "Hovedmenu", link: "English", to: ENGLISH_PAGE_PATHS.services, lang: "en" },
    { menu: "Main menu", link: "Dansk", to: PAGE_PATHS.services, lang: "da" },
  ];
  for (const { menu, link, to, lang } of steps) {
    await page.getByRole("navigation", { name: menu }).getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${to}#vip$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("section#vip")).toBeInViewport();
  }
});

test("the /en hero's clock reads HH:MM:SS, Copenhagen time, and ticks", async ({ page }) => {
  await page.goto(ENGLISH_PAGE_PATHS.home);
  const clock = page.locator("main header time[data-clock]");
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(clock).toHaveAttribute("datetime", /^\d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? "", { timeout: 3_000 });
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
});

test("a department card on /en opens its section on /en/services", async ({ page }) => {
  await page.goto(ENGLISH_PAGE_PATHS.home);
  await page
    .getByRole("region", { name: homePage.en.chooser.title })
    .getByRole("link", { name: "VIP" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ENGLISH_PAGE_PATHS.services}#vip$`));
  await expect(page.locator("section#vip")).toBeInViewport();
});

test("the /en hero says Open 24/7", async ({ page }) => {
  // The hours are the staff's text: its English comes with the content's (docs/pages.md#english).
  await page.goto(ENGLISH_PAGE_PATHS.home);
  await expect(page.locator("main header").getByText("Open 24/7", { exact: true })).toBeVisible();
});
