import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/admin-fixtures.ts";

/**
 * Issue 16's done-when flow, through the admin in a browser: the staff change a price, the FAQ,
 * the notice and the partners, and restore a version; the public pages follow within 2 s.
 * Content is one for the whole site, so this file has a server and database of its own (its
 * project in playwright.config.ts) and runs one test at a time; each test puts back what it
 * changed.
 */
test.describe.configure({ mode: "serial" });

const LIVE_WITHIN = 2_000;

function contentAdmin(page: Page) {
  return {
    open: (section: string) => page.goto(`/admin/indhold?afsnit=${section}`),
    save: page.getByRole("button", { name: "Gem ændringer" }),
    toast: (title: string) =>
      page
        .getByRole("region", { name: /^Beskeder/ })
        .getByRole("listitem")
        .filter({ hasText: title }),
    history: page.getByRole("region", { name: "Historik" }),
    form: page.getByRole("region", { name: /./ }).filter({ has: page.locator("#section-heading") }),
  };
}

/** The public page's HTML as a visitor's request gets it, polled until `expected` holds. */
async function expectLive(page: Page, path: string, expected: (html: string) => boolean) {
  await expect
    .poll(async () => expected(await (await page.request.get(path)).text()), {
      timeout: LIVE_WITHIN,
      intervals: [100],
    })
    .toBe(true);
}

/**
 * The form is React's once its controls are enabled: the server's HTML disables them through
 * the fieldset (a control inside a disabled fieldset is disabled; the fieldset itself does not
 * count as a control to Playwright).
 */
async function ready(page: Page) {
  await expect(page.getByRole("button", { name: "Gem ændringer" })).toBeEnabled();
}

test("the Standard price changes to 13 kr.: preview, save, live on /services, / and JSON-LD; a version restored", async ({
  page,
}) => {
  const admin = contentAdmin(page);
  await admin.open("departments");
  await ready(page);
  const price = page.locator("#departments-0-price");
  await expect(price).toHaveValue("12");
  await price.fill("13");

  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  const preview = page.getByRole("dialog", { name: "Forhåndsvisning: Afdelinger" });
  await expect(preview.locator('[aria-labelledby="sammenlign"]')).toContainText("13 kr.");
  await preview.getByRole("button", { name: "Luk forhåndsvisning" }).click();
  await expect(preview).toHaveCount(0);
  // Nothing is saved by a preview.
  expect(await (await page.request.get("/services")).text()).not.toContain("Standard fra 13 kr.");

  await admin.save.click();
  await expect(admin.toast("Afdelinger er gemt")).toBeVisible();
  await expectLive(page, "/services", (html) => html.includes("Standard fra 13 kr."));
  await expectLive(page, "/", (html) => html.includes('"priceRange":"13 kr.-'));
  await page.goto("/services");
  await expect(page.locator('[aria-labelledby="sammenlign"]')).toContainText("13 kr.");
  await page.goto("/");
  await expect(page.getByRole("main")).toContainText("13 kr.");

  // The history names the change; one click restores the version before it.
  await admin.open("departments");
  await ready(page);
  await admin.history.getByRole("button", { name: "Ændringer" }).first().click();
  await expect(admin.history).toContainText("Afdeling 1 (Standard) › Pris i kr. pr. time");
  await expect(admin.history).toContainText("13 kr.");
  await admin.history.getByRole("button", { name: "Gendan version 1" }).click();
  await expect(admin.toast("Version 1 er gendannet")).toBeVisible();
  await expect(price).toHaveValue("12");
  await expectLive(page, "/services", (html) => !html.includes("Standard fra 13 kr."));
});

test("a bad value is refused next to its field and nothing is saved", async ({ page }) => {
  const admin = contentAdmin(page);
  await admin.open("departments");
  await ready(page);
  await page.locator("#departments-1-title").fill("");
  await page.locator("#departments-1-price").fill("-5");
  await admin.save.click();
  await expect(page.locator("#departments-1-title")).toBeFocused();
  await expect(page.locator("#departments-1-title-error")).toHaveText("Skal udfyldes.");
  await expect(page.locator("#departments-1-price-error")).toHaveText("Må ikke være negativ.");
  await expect(page.locator("#departments-1-price")).toHaveAttribute("aria-invalid", "true");
  await expect(admin.toast("Ikke gemt")).toBeVisible();
  const stored = await (await page.request.get("/api/admin/content/departments")).json();
  expect(stored.value[1].title).toBe("VIP");
  await page.getByRole("button", { name: "Kassér ændringer" }).click();
});

test("an FAQ entry is added and moved up by keyboard; unsaved typing survives a reload", async ({
  page,
}) => {
  const admin = contentAdmin(page);
  await admin.open("faq");
  await ready(page);
  const count = await page.locator("li[id^='faq-']").count();
  await page.getByRole("button", { name: "Tilføj spørgsmål" }).click();
  const question = page.locator(`#faq-${count}-question`);
  await expect(question).toBeFocused();
  await page.keyboard.type("Må man tage sin egen controller med?");
  await page.locator(`#faq-${count}-answer`).fill("Ja, den kan sluttes til alle stationer.");

  // A reload (or a closed tab) keeps what was typed.
  await page.reload();
  await ready(page);
  await expect(page.getByText("Dine ændringer fra sidst er hentet frem")).toBeVisible();
  await expect(page.locator(`#faq-${count}-question`)).toHaveValue(
    "Må man tage sin egen controller med?",
  );

  // Moved up twice with the keyboard: focus stays on the moved item's button.
  const up = page.getByRole("button", { name: `Flyt spørgsmål ${count + 1} op` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Flyt spørgsmål ${count} op` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(`#faq-${count - 2}-question`)).toHaveValue(
    "Må man tage sin egen controller med?",
  );
  await admin.save.click();
  await expect(admin.toast("Ofte stillede spørgsmål er gemt")).toBeVisible();

  // On /booking, third from the end: where it was moved to.
  await page.goto("/booking");
  const questions = await page.locator('[aria-labelledby="faq"] h3').allTextContents();
  expect(questions.length).toBe(count + 1);
  expect(questions[count - 2]).toBe("Må man tage sin egen controller med?");

  // Put back: the version before this one.
  await admin.open("faq");
  await ready(page);
  const versions = await (await page.request.get("/api/admin/content/faq/versions")).json();
  const previous = versions.versions[1].version;
  await admin.history.getByRole("button", { name: `Gendan version ${previous}` }).click();
  await expect(admin.toast(`Version ${previous} er gendannet`)).toBeVisible();
});

test("the notice banner is switched on and off", async ({ page }) => {
  const admin = contentAdmin(page);
  await admin.open("notice");
  await ready(page);
  await page.getByLabel("Vis beskeden på alle sider").check();
  await page.getByLabel("Beskedens tekst").fill("Lukket lørdag fra kl. 18 for et LAN-party.");
  await admin.save.click();
  await expect(admin.toast("Besked er gemt")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("complementary", { name: "Besked fra centret" })).toHaveText(
    "Lukket lørdag fra kl. 18 for et LAN-party.",
  );

  await admin.open("notice");
  await ready(page);
  await page.getByLabel("Vis beskeden på alle sider").uncheck();
  await admin.save.click();
  await expect(admin.toast("Besked er gemt")).toBeVisible();
  await expectLive(page, "/", (html) => !html.includes("Besked fra centret"));
});

test("a partner logo is uploaded and shown; an SVG is refused next to the field", async ({
  page,
}) => {
  const admin = contentAdmin(page);
  await admin.open("partners");
  await ready(page);
  const count = await page.locator("li[id^='partners-']").count();
  await page.getByRole("button", { name: "Tilføj partner" }).click();
  await page.locator(`#partners-${count}-name`).fill("Nordisk Energi");
  await page.locator(`#partners-${count}-category`).fill("Drikkevarer");
  await page.locator(`#partners-${count}-url`).fill("https://nordisk-energi.example");

  const logo = page.locator(`#partners-${count}-logo`);
  await logo.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.locator(`#partners-${count}-logo-error`)).toContainText("ikke SVG");

  const png = await sharp({
    create: { width: 400, height: 200, channels: 3, background: "#22d3ee" },
  })
    .png()
    .toBuffer();
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.locator(`#partners-${count} img`)).toBeVisible();
  await page.locator(`#partners-${count}-logoAlt`).fill("Nordisk Energis logo");
  await admin.save.click();
  await expect(admin.toast("Partnere er gemt")).toBeVisible();

  await page.goto("/services");
  const shown = page.getByRole("img", { name: "Nordisk Energis logo" });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  // Loaded and decoded (it is lazy below the fold): the stored AVIF or WebP, not a broken image.
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  await admin.open("partners");
  await ready(page);
  const versions = await (await page.request.get("/api/admin/content/partners/versions")).json();
  await admin.history
    .getByRole("button", { name: `Gendan version ${versions.versions[1].version}` })
    .click();
  await expect(admin.toast("er gendannet")).toBeVisible();
});

test("two admins: the later save gets 409, a toast, and the other admin's change is kept", async ({
  page,
  browser,
  adminAccount,
}) => {
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: adminAccount.storageState,
  });
  const second = await other.newPage();
  const first = contentAdmin(page);
  const later = contentAdmin(second);
  await first.open("figures");
  await later.open("figures");
  await ready(page);
  await ready(second);

  await page.getByLabel("Gamingstationer").fill("120+");
  await first.save.click();
  await expect(first.toast("Tal er gemt")).toBeVisible();

  await second.getByLabel("Gamingstationer").fill("90+");
  await later.save.click();
  await expect(later.toast("En anden har gemt afsnittet")).toBeVisible();
  await expect(second.getByText(/gemte version \d+ .*mens du skrev/)).toBeVisible();
  const stored = await (await page.request.get("/api/admin/content/figures")).json();
  expect(stored.value.stations).toBe("120+");
  await second.getByRole("button", { name: "Hent deres version" }).click();
  await expect(second.getByLabel("Gamingstationer")).toHaveValue("120+");
  await other.close();

  const versions = await (await page.request.get("/api/admin/content/figures/versions")).json();
  await first.open("figures");
  await ready(page);
  await first.history
    .getByRole("button", { name: `Gendan version ${versions.versions[1].version}` })
    .click();
  await expect(first.toast("er gendannet")).toBeVisible();
});

test("axe finds no accessibility violations on /admin/indhold, at 1440 and 375 px", async ({
  page,
}) => {
  test.slow(); // axe runs over two full pages
  const admin = contentAdmin(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await admin.open("departments");
    await ready(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  // The links between the two admin screens.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Anmeldelser" })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Siden viser stadig eksempler" })).toBeVisible();
  await page.getByRole("link", { name: "Ret telefonnummeret" }).click();
  await expect(page).toHaveURL(/\/admin\/indhold\?afsnit=contact$/);
  await expect(page.getByLabel("Telefon")).toBeVisible();
});
