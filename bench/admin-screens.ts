import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { firstPaintMs, signInAt, typedKeysMs } from "../tests/support/admin-figures.ts";
import { addEvent } from "../tests/support/events.ts";
import { seedManyAuditEntries, seedManyRegistrations } from "../tests/support/many-rows.ts";
import { DESK } from "../tests/support/screens.ts";
import { tempDir } from "../tests/support/temp.ts";
import { addUser } from "../tests/support/users.ts";
import { median } from "./budgets.ts";
import { type ClickTarget, clicksRightAfter, type FirstClicks } from "./first-click.ts";
import { startOnFreePort } from "./server.ts";

/**
 * How many of each the screens hold (docs/performance.md#the-budgets: events with 2,000
 * registrations).
 */
const REGISTRATIONS = 2_000;
/** An event's largest size (the form's limit): the other half waits for a seat. */
const SEATS = 1_000;
const AUDIT_ENTRIES = 20_000;
const STAFF = 12;

export type AdminScreenFigures = {
  /** Each screen's first view painted, median of the visits, by its path. */
  firstViewMs: { screen: string; ms: number }[];
  /** A person's first `Tjek ind` right after the registrations appear (bench/first-click.ts). */
  firstCheckIns: FirstClicks;
  /** Playwright's `click()` on `Tjek ind` as soon as it is in the page, to the guest checked in. */
  checkInMs: number;
  /** The slowest key typed into each screen's form once React runs it, median of the visits. */
  slowestKeyMs: { screen: string; ms: number }[];
};

/** The form typed into on each screen (its first field a person fills in), and what is typed. */
const TYPED: [screen: string, field: string, text: string][] = [
  ["/admin/begivenheder", "input[name=title]", "LAN-aften i december"],
  ["/admin/personale", "input[name=email]", "ny.kollega@example.com"],
];

/**
 * The admin's other screens at their volume (docs/performance.md#the-budgets): the events with one
 * of 2,000 registrations (1,000 seats and a waitlist of 1,000), its registrations, the log of
 * 20,000 entries and the staff, each visited `rounds` times; a quick typist in the event form and
 * the staff's invitation; and the door's action, `Tjek ind`, clicked as a person would as soon as
 * the registrations appear, timed to the button showing the guest as checked in.
 */
export async function adminScreensAtScale(
  browser: Browser,
  env: NodeJS.ProcessEnv,
  rounds = 5,
): Promise<AdminScreenFigures> {
  const dataDir = join(tempDir("bench-screens"), "data");
  const server = await startOnFreePort({ ...env, DATA_DIR: dataDir });
  const origin = server.url;
  try {
    const dbFile = join(dataDir, "app.db");
    const event = await addEvent({ dataDir }, { title: "LAN-aften", capacity: SEATS });
    seedManyRegistrations(dbFile, event.id, REGISTRATIONS, SEATS);
    seedManyAuditEntries(dbFile, AUDIT_ENTRIES);
    for (let index = 1; index < STAFF; index++) addUser({ dataDir, staff: true });
    const user = addUser({ dataDir, admin: true });
    const context = await browser.newContext({ viewport: DESK });
    const page = await context.newPage();
    await signInAt(page, origin, user.email, user.password);
    const registrations = `/admin/begivenheder?tilmeldinger=${event.id}`;
    // Each screen by the name the report gives it, and the address visited.
    const screens: [string, string][] = [
      ["/admin/begivenheder", "/admin/begivenheder"],
      ["/admin/begivenheder?tilmeldinger=ID", registrations],
      ["/admin/log", "/admin/log"],
      ["/admin/personale", "/admin/personale"],
    ];
    const firstViewMs = [];
    for (const [screen, path] of screens) {
      const visits = [];
      for (let round = 0; round < rounds; round++) {
        await page.goto(origin + path);
        visits.push(await firstPaintMs(page));
      }
      firstViewMs.push({ screen, ms: median(visits) });
    }
    const slowestKeyMs = [];
    for (const [screen, field, text] of TYPED) {
      const visits = [];
      for (let round = 0; round < rounds; round++) {
        await page.goto(origin + screen);
        await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
        visits.push(Math.max(...(await typedKeysMs(page, page.locator(field), text))));
        // The form keeps what was typed as a draft: the next visit starts from an empty field.
        await page.evaluate(() => localStorage.clear());
      }
      slowestKeyMs.push({ screen, ms: Math.round(median(visits)) });
    }
    const firstCheckIns = await clicksRightAfter({
      browser,
      origin,
      signedIn: await context.storageState(),
      target: firstCheckIn(origin, registrations),
    });
    const checkIns = [];
    for (let round = 0; round < rounds; round++) {
      checkIns.push(await checkInOnArrival(page, origin + registrations, round));
    }
    await context.close();
    return { firstViewMs, firstCheckIns, checkInMs: median(checkIns), slowestKeyMs };
  } finally {
    await server.stop();
  }
}

/**
 * The first guest's `Tjek ind`, reached as staff reach it (the events list's link scrolls to the
 * registrations), done when the button shows the guest checked in; undone between visits once
 * the save is through.
 */
function firstCheckIn(origin: string, registrations: string): ClickTarget {
  const button = 'button[aria-label="Tjek ind: Deltager 0"]';
  return {
    path: `${registrations}#tilmeldinger`,
    button,
    shown: { selector: `${button}[aria-pressed="true"]` },
    undo: async (page) => {
      await page.waitForLoadState("networkidle");
      const id = await page.locator(button).getAttribute("value");
      const event = new URL(registrations, origin).searchParams.get("tilmeldinger");
      const undone = await page.request.patch(
        `${origin}/api/admin/events/${event}/registrations/${id}`,
        { data: { checked_in: false }, headers: { origin } },
      );
      if (!undone.ok()) throw new Error(`undoing the check-in answered ${undone.status()}`);
    },
  };
}

/** Opens the registrations and clicks `Tjek ind` on row `row` as soon as it is in the page. */
async function checkInOnArrival(page: Page, url: string, row: number): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: `Tjek ind: Deltager ${row}`, exact: true });
  await button.waitFor({ state: "attached" });
  const clicked = Date.now();
  await button.click({ noWaitAfter: true });
  await page.waitForFunction(
    (name) =>
      document.querySelector(`button[aria-label="${name}"]`)?.getAttribute("aria-pressed") ===
      "true",
    `Tjek ind: Deltager ${row}`,
    { polling: "raf" },
  );
  return Date.now() - clicked;
}
