import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { test as adminTest, anonymousContext, expect } from "./support/admin-fixtures.ts";
import { createStaff, signIn } from "./support/auth.ts";
import { axeFindings } from "./support/axe.ts";

/**
 * The staff's content edits through the admin in a browser (issues 16 and 24): a price, the FAQ,
 * the notice and the partners, a version restored, two admins at once, the keyboard, a phone,
 * and a browser without JavaScript; the public pages follow within 2 s. Content is one for the
 * whole site, so this file has a server and database of its own (its project in
 * playwright.config.ts) and runs one test at a time; each test puts back what it changed.
 */
const LIVE_WITHIN = 2_000;

function contentAdmin(page: Page) {
  return {
    open: (section: string) => page.goto(`/admin/indhold?afsnit=${section}`),
    save: page.getByRole("button", { name: "Gem", exact: true }),
    toast: (title: string) =>
      page
        .getByRole("region", { name: /^Beskeder/ })
        .getByRole("listitem")
        .filter({ hasText: title }),
    history: page.getByRole("region", { name: "Historik" }),
  };
}

/** React runs the form once it says so (the server's HTML is a plain form that posts). */
async function ready(page: Page) {
  await expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 15_000 });
}

/** `/admin/indhold` at a section, once React runs its form. */
async function openSection(page: Page, section: string) {
  const admin = contentAdmin(page);
  await admin.open(section);
  await ready(page);
  return admin;
}

/** Opens a folded list item (`faq-2`) to its fields. */
async function unfold(page: Page, item: string) {
  const details = page.locator(`#${item} > details`);
  if ((await details.getAttribute("open")) === null)
    await page.locator(`#${item}--heading`).click();
  await expect(details).toHaveAttribute("open", "");
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

/** Puts a section back at the version before the newest, through the history's dialog. */
async function restorePrevious(page: Page, section: string) {
  const admin = await openSection(page, section);
  const versions = await (await page.request.get(`/api/admin/content/${section}/versions`)).json();
  const previous = versions.versions[1].version;
  await admin.history.getByRole("button", { name: `Gendan version ${previous}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Gendan" }).click();
  await expect(admin.toast(`Version ${previous} er gendannet`)).toBeVisible();
}

async function secondAdmin(browser: Browser, storageState: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState,
  });
  return { context, page: await context.newPage() };
}

/** Two admins with the same section open: `page`'s, and a second one's in a context of its own. */
async function sameSectionTwice(
  page: Page,
  browser: Browser,
  storageState: string,
  section: string,
) {
  test.slow(); // two browser contexts, each saving, and the versions put back
  const other = await secondAdmin(browser, storageState);
  const first = contentAdmin(page);
  const later = contentAdmin(other.page);
  await first.open(section);
  await later.open(section);
  await ready(page);
  await ready(other.page);
  return { page, other, first, later };
}

/** `twoAdmins(section)`: `sameSectionTwice` for the test's page and its admin's session. */
const test = adminTest.extend<{
  twoAdmins: (section: string) => ReturnType<typeof sameSectionTwice>;
}>({
  twoAdmins: async ({ page, browser, adminAccount }, use) => {
    await use((section) => sameSectionTwice(page, browser, adminAccount.storageState, section));
  },
});

test.describe.configure({ mode: "serial" });

test("the Standard price changes to 13 kr.: preview, save, live on /services, / and JSON-LD; a version restored and marked", async ({
  page,
}) => {
  const admin = await openSection(page, "departments");
  await unfold(page, "departments-0");
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

  // The history says what each version did without a click, and in full with one.
  await openSection(page, "departments");
  await expect(admin.history.getByRole("listitem").first()).toContainText(
    "Ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.",
  );
  await admin.history.getByRole("button", { name: "Ændringer" }).first().click();
  await expect(admin.history.locator("dt").first()).toHaveText("Standard › Pris i kr. pr. time");
  // A restore asks first, then says what it did, and the history marks it.
  await admin.history.getByRole("button", { name: "Gendan version 1" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Gendan version 1?" });
  await expect(dialog).toContainText("bliver gemt som en ny version");
  await dialog.getByRole("button", { name: "Gendan" }).click();
  await expect(admin.toast("Version 1 er gendannet")).toBeVisible();
  await unfold(page, "departments-0");
  await expect(price).toHaveValue("12");
  await expect(admin.history.getByRole("listitem").first()).toContainText(
    "Gendannet fra version 1: ændrede Standard › Pris i kr. pr. time fra 13 kr. til 12 kr.",
  );
  await expectLive(page, "/services", (html) => !html.includes("Standard fra 13 kr."));
});

test("a bad value is refused in Danish next to its field, its item opens, and nothing is saved", async ({
  page,
}) => {
  const admin = await openSection(page, "departments");
  await unfold(page, "departments-1");
  await page.locator("#departments-1-title").fill("");
  await page.locator("#departments-1-price").fill("-5");
  // Folded again: the refusal opens the item and focuses its first refused field.
  await page.locator("#departments-1--heading").click();
  await admin.save.click();
  await expect(page.locator("#departments-1-title")).toBeFocused();
  await expect(page.locator("#departments-1-title-error")).toHaveText("Skal udfyldes.");
  await expect(page.locator("#departments-1-price-error")).toHaveText("Må ikke være negativ.");
  await expect(page.locator("#departments-1-price")).toHaveAttribute("aria-invalid", "true");
  await expect(admin.toast("Fejl")).toContainText("Ret de markerede felter");
  const stored = await (await page.request.get("/api/admin/content/departments")).json();
  expect(stored.value[1].title).toBe("VIP");

  // Discarding says so, and can be taken back.
  await page.getByRole("button", { name: "Kassér" }).click();
  const toast = admin.toast("Ændringerne er kasseret");
  await expect(toast).toBeVisible();
  await expect(page.locator("#departments-1-title")).toHaveValue("VIP");
  await toast.getByRole("button", { name: "Fortryd" }).click();
  await expect(page.locator("#departments-1-title")).toHaveValue("");
  await page.getByRole("button", { name: "Kassér" }).click();
});

test("an FAQ entry is added, survives a reload, and is moved to the top with the keyboard", async ({
  page,
}) => {
  const admin = await openSection(page, "faq");
  const count = await page.locator("li[id^='faq-']").count();
  await page.getByRole("button", { name: /^Tilføj spørgsmål \(nederst\)/ }).click();
  const question = page.locator(`#faq-${count}-question`);
  await expect(question).toBeFocused();
  await page.keyboard.type("Må man tage sin egen controller med?");
  await page.locator(`#faq-${count}-answer`).fill("Ja, den kan sluttes til alle stationer.");

  // A reload (or a closed tab) keeps what was typed.
  await page.reload();
  await ready(page);
  await expect(page.getByText("Dine ændringer fra sidst er hentet frem")).toBeVisible();
  await unfold(page, `faq-${count}`);
  await expect(question).toHaveValue("Må man tage sin egen controller med?");

  // The item's handle moves it: one place up with the arrow key, then Home to the top; focus
  // stays on the moved item's handle and a live region says where it went.
  await page.getByRole("button", { name: `Flyt spørgsmål ${count + 1}` }).focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.locator(`#faq-${count - 1}--handle`)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(page.locator("#faq-0--handle")).toBeFocused();
  await expect(page.getByText(`Spørgsmål ${count} er flyttet til plads 1`)).toBeAttached();
  await unfold(page, "faq-0");
  await expect(page.locator("#faq-0-question")).toHaveValue("Må man tage sin egen controller med?");
  await admin.save.click();
  await expect(admin.toast("Ofte stillede spørgsmål er gemt")).toBeVisible();
  // The history says what happened, not which places' texts differ.
  await expect(admin.history.getByRole("listitem").first()).toContainText(
    "Tilføjede spørgsmål „Må man tage sin egen controller med?“",
  );

  await page.goto("/booking");
  const questions = await page.locator('[aria-labelledby="faq"] h3').allTextContents();
  expect(questions.length).toBe(count + 1);
  expect(questions[0]).toBe("Må man tage sin egen controller med?");

  await restorePrevious(page, "faq");
});

test("list buttons: an entry added below the one you are in, moved to the bottom, and dragged; a move to the top is said as a move in the history and the log", async ({
  page,
}) => {
  const admin = await openSection(page, "faq");
  const count = await page.locator("li[id^='faq-']").count();
  await unfold(page, "faq-1");
  await page.getByRole("button", { name: "Tilføj spørgsmål herunder (efter Spørgsmål 2)" }).click();
  await expect(page.locator("#faq-2-question")).toBeFocused();
  await page.keyboard.type("Kan man leje et headset?");
  await expect(page.locator("li[id^='faq-']")).toHaveCount(count + 1);

  await page.getByRole("button", { name: "Flyt nederst (Spørgsmål 3)" }).click();
  await unfold(page, `faq-${count}`);
  await expect(page.locator(`#faq-${count}-question`)).toHaveValue("Kan man leje et headset?");

  // By drag: the last item's handle onto the first item.
  await page.locator(`#faq-${count}--handle`).dragTo(page.locator("#faq-0"));
  await unfold(page, "faq-0");
  await expect(page.locator("#faq-0-question")).toHaveValue("Kan man leje et headset?");
  await page.getByRole("button", { name: "Kassér" }).click();

  // Saved as it was, an entry moved to the top by its button.
  await unfold(page, "faq-2");
  const question = await page.locator("#faq-2-question").inputValue();
  await page.getByRole("button", { name: "Flyt øverst (Spørgsmål 3)" }).click();
  await admin.save.click();
  await expect(admin.toast("Ofte stillede spørgsmål er gemt")).toBeVisible();
  const line = `Flyttede spørgsmål „${question}“ fra plads 3 til 1`;
  await expect(admin.history.getByRole("listitem").first()).toContainText(line);
  await expect(admin.history.getByRole("listitem").first()).not.toContainText("mere");
  await page.goto("/admin/log");
  await expect(page.getByRole("main")).toContainText(
    `: ${line.charAt(0).toLowerCase()}${line.slice(1)}`,
  );
  await restorePrevious(page, "faq");
});

/** A colleague (staff, not the test's admin) signed in in a browser context of their own. */
async function colleague(browser: Browser) {
  const { dataDir } = test.info().project.metadata as { dataDir: string };
  const account = createStaff(dataDir);
  const context = await anonymousContext(browser);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { ...account, context, page };
}

test("two staff change the same price: the later sees the colleague's price in kroner, a Fejl toast, and the history says from and to", async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts, each saving, and the version put back
  const start = (await (await page.request.get("/api/admin/content/departments")).json()).version;
  const other = await colleague(browser);
  const mine = await openSection(page, "departments");
  const theirs = await openSection(other.page, "departments");
  await unfold(page, "departments-0");
  await page.locator("#departments-0-price").fill("14");

  await unfold(other.page, "departments-0");
  await other.page.locator("#departments-0-price").fill("13");
  await theirs.save.click();
  await expect(theirs.toast("Afdelinger er gemt")).toBeVisible();
  await other.context.close();

  await mine.save.click();
  // A failed save, said as the spec says (`Fejl`), with what happened and what to do.
  const toast = mine.toast("Fejl");
  await expect(toast).toContainText(`${other.email} gemte imens, så din ændring er ikke gemt.`);
  await expect(toast).toContainText("Vælg ved feltet, hvad der skal gælde, og gem igen.");
  const conflict = page.locator("[data-conflict]");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`${other.email} gemte imens:`);
  await expect(conflict).toContainText("13 kr.");
  await expect(conflict).not.toContainText("(tom");
  // The history beside the form shows the colleague's save at once.
  await expect(mine.history.getByRole("listitem").first()).toContainText(
    `Ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.`,
  );
  await expect(mine.history.getByRole("listitem").first()).toContainText(other.email);

  await conflict.getByRole("button", { name: "Behold min" }).click();
  await mine.save.click();
  await expect(mine.toast("Afdelinger er gemt")).toBeVisible();
  await expect(mine.history.getByRole("listitem").first()).toContainText(
    "Ændrede Standard › Pris i kr. pr. time fra 13 kr. til 14 kr.",
  );
  await mine.history.getByRole("button", { name: `Gendan version ${start}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Gendan" }).click();
  await expect(mine.toast(`Version ${start} er gendannet`)).toBeVisible();
});

test("the notice banner is switched on and off", async ({ page }) => {
  const admin = await openSection(page, "notice");
  await page.getByLabel("Vis beskeden på alle sider").check();
  await page
    .getByLabel("Beskedens tekst", { exact: true })
    .fill("Lukket lørdag fra kl. 18 for et LAN-party.");
  await admin.save.click();
  await expect(admin.toast("Besked er gemt")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("complementary", { name: "Besked fra centret" })).toHaveText(
    "Lukket lørdag fra kl. 18 for et LAN-party.",
  );

  await openSection(page, "notice");
  await page.getByLabel("Vis beskeden på alle sider").uncheck();
  await admin.save.click();
  await expect(admin.toast("Besked er gemt")).toBeVisible();
  await expectLive(page, "/", (html) => !html.includes("Besked fra centret"));
});

test("a partner logo is uploaded and shown; an SVG is refused next to the field", async ({
  page,
}) => {
  const admin = await openSection(page, "partners");
  const count = await page.locator("li[id^='partners-']").count();
  await page.getByRole("button", { name: /^Tilføj partner \(nederst\)/ }).click();
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

  await restorePrevious(page, "partners");
});

test("two admins change different FAQ entries: the later save merges, and both changes are saved", async ({
  twoAdmins,
}) => {
  const { page, other, first, later } = await twoAdmins("faq");

  await unfold(page, "faq-0");
  await page.locator("#faq-0-answer").fill("Alle de store titler, og flere kommer til.");
  await first.save.click();
  await expect(first.toast("Ofte stillede spørgsmål er gemt")).toBeVisible();

  await unfold(other.page, "faq-2");
  await other.page.locator("#faq-2-answer").fill("Nej, der er ingen aldersgrænse.");
  await later.save.click();
  // Their edit is taken into the form, mine stays; nothing to choose, so saving again is enough.
  await expect(later.toast("gemte imens")).toBeVisible();
  await expect(other.page.locator("[data-conflict]")).toHaveCount(0);
  await unfold(other.page, "faq-0");
  await expect(other.page.locator("#faq-0-answer")).toHaveValue(
    "Alle de store titler, og flere kommer til.",
  );
  await later.save.click();
  await expect(later.toast("Ofte stillede spørgsmål er gemt")).toBeVisible();
  await other.context.close();

  const stored = await (await page.request.get("/api/admin/content/faq")).json();
  expect(stored.value[0].answer).toBe("Alle de store titler, og flere kommer til.");
  expect(stored.value[2].answer).toBe("Nej, der er ingen aldersgrænse.");
  await restorePrevious(page, "faq");
  await restorePrevious(page, "faq");
});

test("two admins change the same field: the later one sees both values beside it and chooses", async ({
  twoAdmins,
}) => {
  const { page, other, first, later } = await twoAdmins("figures");

  await page.getByLabel("Gamingstationer").fill("120+");
  await first.save.click();
  await expect(first.toast("Tal er gemt")).toBeVisible();

  await other.page.getByLabel("Gamingstationer").fill("90+");
  await other.page.getByLabel("Events i år").fill("250+");
  await later.save.click();
  await expect(later.toast("gemte imens")).toBeVisible();
  const conflict = other.page.locator("[data-conflict]");
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText("120+");
  await expect(other.page.getByLabel("Gamingstationer")).toHaveValue("90+");
  // Nothing is saved until the field is settled.
  await later.save.click();
  await expect(later.toast("Vælg først")).toBeVisible();
  expect((await (await page.request.get("/api/admin/content/figures")).json()).value.stations).toBe(
    "120+",
  );
  await conflict.getByRole("button", { name: "Brug deres" }).click();
  await expect(other.page.getByLabel("Gamingstationer")).toHaveValue("120+");
  await later.save.click();
  await expect(later.toast("Tal er gemt")).toBeVisible();
  const stored = await (await page.request.get("/api/admin/content/figures")).json();
  expect(stored.value).toMatchObject({ stations: "120+", eventsThisYear: "250+" });
  await other.context.close();
  await restorePrevious(page, "figures");
  await restorePrevious(page, "figures");
});

/**
 * Whether a button's word is shown as text (not only its icon, with the word for screen readers
 * in a box of 1 px), whole, and what a tap at its middle reaches.
 */
function wordShown(button: Locator, word: string) {
  return button.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(word) || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const box = node.parentElement.getBoundingClientRect();
      const hit = document.elementFromPoint(text.x + text.width / 2, text.y + text.height / 2);
      return (
        text.width > 0 &&
        box.width >= text.width - 1 &&
        box.height >= text.height - 1 &&
        text.right <= window.innerWidth &&
        hit !== null &&
        element.contains(hit)
      );
    }
    return false;
  }, word);
}

/** Whether the save bar's state is there in words, whole (not cut to `Ikke g…`), in the bar. */
function stateWhole(page: Page, words: string) {
  return page.locator("[data-save-bar] p").evaluate((element, words) => {
    const box = element.getBoundingClientRect();
    const bar = element.closest("[data-save-bar]")?.getBoundingClientRect();
    return (
      element.textContent === words &&
      element.checkVisibility() &&
      element.scrollWidth <= element.clientWidth &&
      box.width > 0 &&
      bar !== undefined &&
      box.left >= bar.left &&
      box.right <= bar.right &&
      box.right <= window.innerWidth
    );
  }, words);
}

test("the save bar says its state whole at every width, and on a phone its buttons keep their words", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const admin = await openSection(page, "departments");
  expect(await stateWhole(page, "Alt er gemt.")).toBe(true);
  await unfold(page, "departments-0");
  await page.locator("#departments-0-title").fill("Standard ");
  await page.mouse.wheel(0, 600);
  const preview = page.getByRole("button", { name: "Forhåndsvis" });
  const discard = page.getByRole("button", { name: "Kassér" });
  for (const width of [320, 375, 414, 640, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const said = await stateWhole(page, "Ikke gemt endnu, men husket i browseren.");
    expect(said, `the state at ${width} px`).toBe(true);
    expect(await wordShown(admin.save, "Gem"), `Gem at ${width} px`).toBe(true);
    expect(await wordShown(preview, "Forhåndsvis"), `Forhåndsvis at ${width} px`).toBe(true);
    expect(await wordShown(discard, "Kassér"), `Kassér at ${width} px`).toBe(true);
  }
  await discard.click();
});

test("on a phone no control covers a field", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSection(page, "departments");
  await unfold(page, "departments-0");
  await page.locator("#departments-0-title").fill("Standard ");

  // Scrolled down first, so the scroll-to-top button shows; then every field, reached from the
  // keyboard, is itself what a tap hits at its centre and near each corner.
  await page.mouse.wheel(0, 2000);
  const fields = page.locator(
    "#departments-0 details :is(input:not([type=hidden]):not([type=file]), textarea)",
  );
  for (let index = 0; index < (await fields.count()); index++) {
    const field = fields.nth(index);
    // As the browser brings a focused field into view (with the page's scroll margins).
    await field.focus();
    await field.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
    const covered = await field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.x + box.width / 2, box.y + box.height / 2],
        [box.x + 4, box.y + 4],
        [box.right - 4, box.y + 4],
        [box.x + 4, box.bottom - 4],
        [box.right - 4, box.bottom - 4],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x as number, y as number);
        if (hit !== element && !element.contains(hit))
          return hit?.outerHTML.slice(0, 100) ?? "none";
      }
      return null;
    });
    expect(covered, `field ${index} is covered`).toBeNull();
  }
  await page.getByRole("button", { name: "Kassér" }).click();
});

test("without JavaScript a section is saved by a plain form post, and a list button works", async ({
  browser,
  adminAccount,
}) => {
  test.slow(); // a second context, and the version put back
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: adminAccount.storageState,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/admin/indhold?afsnit=faq");
  await page.locator("#faq-1--heading").click();
  await page.getByRole("button", { name: "Flyt øverst (Spørgsmål 2)" }).click();
  // The server made the move and drew the form again, not saved yet.
  await page.locator("#faq-0--heading").click();
  await expect(page.locator("#faq-0-question")).toHaveValue("Hvornår har I åbent?");
  await page.getByRole("button", { name: "Gem", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/indhold\?afsnit=faq$/);
  await expect(page.getByRole("status")).toContainText("Ofte stillede spørgsmål er gemt");
  const stored = await (await page.request.get("/api/admin/content/faq")).json();
  expect(stored.value[0].question).toBe("Hvornår har I åbent?");
  await context.close();

  const withScript = await secondAdmin(browser, adminAccount.storageState);
  await restorePrevious(withScript.page, "faq");
  await withScript.context.close();
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
    await unfold(page, "departments-0");
    expect(await axeFindings(page)).toEqual([]);
  }
  // The shipped examples still shown are listed where they are put right, each linked to its
  // form; /admin, where staff moderate, leaves them out.
  await expect(page.getByRole("heading", { name: "Siden viser stadig eksempler" })).toBeVisible();
  await page.getByRole("link", { name: "Ret telefonnummeret" }).click();
  await expect(page).toHaveURL(/\/admin\/indhold\?afsnit=contact$/);
  await expect(page.getByLabel("Telefon")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Anmeldelser" })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tilføj ny anmeldelse" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Siden viser stadig eksempler" })).toHaveCount(0);
});
