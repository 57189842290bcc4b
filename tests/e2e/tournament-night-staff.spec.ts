import type { Locator, Page, TestInfo } from "@playwright/test";
import { DESK, PHONE } from "#tests/support/screens.ts";
import { axeFindings } from "./support/axe.ts";
import {
  eventWithGuests,
  expectToast,
  hydrated,
  openEvents,
  toast,
} from "./support/events-admin.ts";
import { screenshot } from "./support/screenshot.ts";
import { expect, test } from "./support/test.ts";

/**
 * The staff's tournament night on a phone (docs/admin.md, "The tournament night"): eight players
 * checked in at the door, the seeding ordered by `Flyt op`/`Flyt ned` and the keyboard,
 * `Start turnering`, every match called to a station and its result entered until the winner,
 * whom the public event page then names. Nothing sideways at 375 px; axe finds nothing in any
 * state; each state photographed at 375 and 1440 px.
 */

test.use({ viewport: PHONE });

const PLAYERS = [
  "Ida Holm",
  "Jens Kø",
  "Mikkel Østergaard",
  "Lise Lang",
  "Bo Ørsted",
  "Freja Dam",
  "Ali Hassan",
  "Sofie Nørgaard",
];

/**
 * The state as it looks now, on a phone and on a wide screen (the night's section, or the screen
 * when a dialog is open); axe on the whole page at both.
 */
async function photograph(
  page: Page,
  testInfo: TestInfo,
  name: string,
  shot?: Locator,
  axe: (page: Page) => Promise<string[]> = axeFindings,
) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  expect(await axe(page), name).toEqual([]);
  const take = (path: string) => screenshot(shot ?? page, path);
  await take(testInfo.outputPath(`${name}-375.png`));
  await page.setViewportSize(DESK);
  expect(await axe(page), `${name} at 1440`).toEqual([]);
  await take(testInfo.outputPath(`${name}-1440.png`));
  await page.setViewportSize(PHONE);
}

/**
 * axe's findings on what a page without JavaScript shows (axe runs in the page, so it cannot in
 * that one): the same HTML, its scripts left out, in a page of the same size on the same site.
 */
async function axeAsShown(page: Page): Promise<string[]> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  if (!context) throw new Error("no browser");
  const checker = await context.newPage();
  // An HTML page of the site (not found: no script of its own), for the styles' addresses.
  await checker.goto(new URL("/ingen-side-her", page.url()).href);
  await checker.setContent(html, { waitUntil: "load" });
  const findings = await axeFindings(checker);
  await context.close();
  return findings;
}

/** The names in the seeding list, best seed first. */
const seeds = (page: Page) =>
  page
    .locator("#seeding-seed > li")
    .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, " ") ?? ""));

test("staff check in eight players, seed, start, call and enter every result to the winner", async ({
  page,
  baseURL,
}, testInfo) => {
  // Eight check-ins, fourteen posts (each a page drawn again) and axe on ten states.
  test.setTimeout(360_000);
  await openEvents(page);
  const event = await eventWithGuests(page, baseURL, PLAYERS, {
    kind: "tournament",
    game: "Rocket League",
    capacity: 16,
    team_size: 1,
  });
  await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}#tilmeldinger`);
  await hydrated(page);
  const night = page.getByRole("region", { name: `Turnering: ${event.title}` });
  await expect(night).toContainText("Der skal være mindst 2 tjekket ind");

  for (const name of PLAYERS) {
    const button = page.getByRole("button", { name: `Tjek ind: ${name}` });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await expect(night.getByRole("button", { name: "Start turnering" })).toBeVisible();
  // The list follows the check-ins once the page's data is read again.
  await expect(page.locator("#seeding-seed > li")).toHaveCount(8);
  await expect.poll(async () => (await seeds(page))[0]).toContain("Ida Holm");

  // `Flyt ned` by button, then the last seed to the top by its handle and the keyboard.
  await night.getByRole("button", { name: "Flyt ned (Ida Holm)" }).click();
  await expect
    .poll(async () => (await seeds(page)).slice(0, 2))
    .toEqual([expect.stringContaining("Jens Kø"), expect.stringContaining("Ida Holm")]);
  await night.getByRole("button", { name: "Flyt seed 8" }).focus();
  await page.keyboard.press("Home");
  await expect.poll(async () => (await seeds(page))[0]).toContain("Sofie Nørgaard");
  await expect(night.getByRole("radio", { name: "I rækkefølgen herunder" })).toBeChecked();
  // And by drag: the third seed's handle dropped on the second.
  const third = (await seeds(page))[2]?.replace(/^.*?\d+\. /, "").replace(/ Flyt.*$/, "");
  await page.locator("#seeding-seed-2--handle").dragTo(page.locator("#seeding-seed-1"));
  await expect.poll(async () => (await seeds(page))[1]).toContain(third);
  await night.getByRole("heading", { name: `Turnering: ${event.title}` }).scrollIntoViewIfNeeded();
  await photograph(page, testInfo, "night-seeding", night);

  await night.getByRole("button", { name: "Start turnering" }).click();
  await expect(toast(page, "Turneringen er startet")).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  await expect(night.getByRole("button", { name: "Start turnering" })).toHaveCount(0);
  await expect(night.getByRole("heading", { name: /^Klar/ })).toBeVisible();

  // The first match: Sofie (seed 1) meets seed 8, called to a station.
  const firstReady = night.locator("li[id^=kamp-]").first();
  await expect(firstReady).toContainText("Sofie");
  await photograph(page, testInfo, "night-started", night);

  for (let played = 0; played < 7; played++) {
    const match = night
      .locator("li[id^=kamp-]")
      .filter({ has: page.getByRole("button", { name: /^Gem resultat/ }) })
      .first();
    const id = await match.getAttribute("id");
    const card = page.locator(`[id="${id}"]`);
    await card.getByLabel("Station").fill(`PC ${played + 1}`);
    await card.getByRole("button", { name: /^Kald/ }).click();
    await expectToast(
      toast(page, "Kaldt").filter({ hasText: `kaldt til PC ${played + 1}.` }),
      card,
    );
    await expect(card).toContainText(`Station PC ${played + 1}`);
    if (played === 0) {
      await hydrated(page);
      await photograph(page, testInfo, "night-called", night);
    }
    const scores = card.getByRole("textbox", { name: /^Resultat for / });
    await scores.nth(0).fill("3");
    await scores.nth(1).fill("1");
    // The page stays (React Router posts the form), so each result's toast is told by its pair.
    const [one, two] = ((await card.getByRole("heading").textContent()) ?? "").split(" mod ");
    const saved = toast(page, "Resultat gemt").filter({ hasText: `${one} 3-1 ${two}.` });
    if (played === 0) {
      // With JavaScript the result shows on the card at once, while the post (held back here)
      // is on its way, and the page is not loaded again (React Router posts the form).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.route("**/admin/begivenheder.data*", async (route) => {
        await new Promise((wait) => setTimeout(wait, 1_000));
        await route.continue();
      });
      await card.getByRole("button", { name: /^Gem resultat/ }).click();
      await expect(card.getByRole("status")).toHaveText(/^Gemmer resultatet: .+ 3-1 .+ …$/);
      await expectToast(saved, card);
      await page.unroute("**/admin/begivenheder.data*");
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      continue;
    }
    await card.getByRole("button", { name: /^Gem resultat/ }).click();
    await expectToast(saved, card);
  }
  await hydrated(page);
  await expect(night).toContainText("Vinder: Sofie");
  await night.getByRole("heading", { name: "Færdige (7)" }).click();
  await photograph(page, testInfo, "night-finished", night);

  // `Nulstil turnering` asks first; `Annuller` leaves the bracket as it is.
  await night.getByRole("button", { name: `Nulstil turnering ${event.title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Nulstil turnering" });
  await expect(dialog).toBeVisible();
  await photograph(page, testInfo, "night-reset-question");
  await dialog.getByRole("button", { name: "Annuller" }).click();
  await expect(dialog).toBeHidden();
  await expect(night).toContainText("Vinder: Sofie");

  // Everyone's page shows the winner.
  await page.goto(`/begivenheder/${event.slug}`);
  await expect(page.getByText("Vinder", { exact: false }).first()).toBeVisible();
  await expect(page.locator("#turneringstrae").locator("..")).toContainText("Sofie");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the night runs on plain posts; a stale result is said and the match shown as it is now", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await openEvents(page, false);
    const event = await eventWithGuests(page, baseURL, PLAYERS.slice(0, 4), {
      kind: "tournament",
      capacity: 8,
      team_size: 1,
    });
    const headers = { origin: baseURL ?? "" };
    const list = await (
      await page.request.get(`/api/admin/events/${event.id}/registrations`)
    ).json();
    for (const { id } of list.registrations as { id: string }[]) {
      const checked = await page.request.patch(
        `/api/admin/events/${event.id}/registrations/${id}`,
        { data: { checked_in: true }, headers },
      );
      expect(checked.status()).toBe(200);
    }
    await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}#turnering`);
    const night = page.getByRole("region", { name: `Turnering: ${event.title}` });
    // `Flyt ned` asks for the page again with the seed moved.
    await night.getByRole("button", { name: "Flyt ned (Ida Holm)" }).click();
    await expect(page).toHaveURL(/intent=move%3Aseed%3A0%3A1/);
    // The address changes as the new page commits, before its list is parsed: ask until it is.
    await expect
      .poll(async () => (await seeds(page)).slice(0, 2))
      .toEqual([expect.stringContaining("Jens Kø"), expect.stringContaining("Ida Holm")]);
    await expect(night.getByRole("radio", { name: "I rækkefølgen herunder" })).toBeChecked();
    await night.getByRole("button", { name: "Start turnering" }).click();
    await expect(page.getByRole("status")).toContainText("Turneringen er startet");
    await expect(page).toHaveURL(/#turnering$/);

    // Someone else calls the first match while this page is open: its result is then stale.
    const card = night.locator("li[id^=kamp-]").first();
    const matchId = (await card.getAttribute("id"))?.replace(/^kamp-/, "") ?? "";
    const bracket = await (await page.request.get(`/api/admin/events/${event.id}/bracket`)).json();
    const match = (bracket.matches as { id: string; version: number }[]).find(
      (found) => found.id === matchId,
    );
    const called = await page.request.patch(`/api/admin/events/${event.id}/matches/${matchId}`, {
      data: { version: match?.version, status: "running", station: "PC 9" },
      headers,
    });
    expect(called.status()).toBe(200);
    const scores = card.getByRole("textbox", { name: /^Resultat for / });
    await scores.nth(0).fill("2");
    await scores.nth(1).fill("0");
    await card.getByRole("button", { name: /^Gem resultat/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Fejl" })).toContainText(
      "Kampen er ændret af en anden",
    );
    const now = page.locator(`[id="kamp-${matchId}"]`);
    await expect(now).toContainText("Station PC 9");
    await expect(now.getByRole("textbox", { name: /^Resultat for / }).first()).toHaveValue("");
    await photograph(page, testInfo, "night-stale-without-js", undefined, axeAsShown);
  });
});
