import { randomInt, randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { addUser, type TestUser } from "../../support/users.ts";
import { signIn } from "./auth.ts";

/**
 * What the browser specs of `/admin/begivenheder` share: a staff member signed in on the page,
 * the toasts, an event's moments typed as staff type them, and an event with guests signed up
 * through the public API.
 */

/**
 * One staff account per worker, made on its first use: making one runs `npm run user:add`
 * (about 2 s of CPU here), and no spec of these screens needs a colleague of its own. Each test
 * still signs in, in its own browser context.
 */
let staff: TestUser | undefined;

function staffAccount(): TestUser {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set: run the browser tests with scripts/e2e.ts");
  staff ??= addUser({ dataDir, staff: true });
  return staff;
}

export async function openEvents(page: Page, javaScript = true) {
  const staff = staffAccount();
  await signIn(page, staff.email, staff.password);
  await page.goto("/admin/begivenheder");
  if (javaScript) await hydrated(page);
}

/** The page's script has taken over the event form. */
export const hydrated = (page: Page) =>
  expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 15_000 });

const toasts = (page: Page) =>
  page.getByRole("region", { name: /^Beskeder/ }).getByRole("listitem");

export const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

/**
 * Waits for a toast after a post. When it does not come, the failure also says what the toasts
 * and `where` (the part of the page posted from) show instead: an error toast stays until
 * closed, and a card still saving says so.
 */
export async function expectToast(shown: Locator, where: Locator) {
  try {
    await expect(shown).toBeVisible({ timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const instead = await toasts(shown.page()).allInnerTexts();
    const there = await where
      .evaluate(
        (part) => {
          const fields = [...part.querySelectorAll("input")].map((f) => `${f.name}=${f.value}`);
          return `${part.textContent?.replace(/\s+/g, " ")}\n${fields.join(" ")}`;
        },
        undefined,
        { timeout: 2_000 },
      )
      .catch(() => "(not on the page)");
    error.message += `\n\nThe toasts shown: ${JSON.stringify(instead)}\nWhere it was posted from: ${there}`;
    throw error;
  }
}

/** A guest's item in an event's registrations (within `within`: the page or the panel). */
export function guest(within: Page | Locator, name: string) {
  // The inner locator of `has` is written from the page, and looked for inside each item.
  const page = "page" in within ? within.page() : within;
  return within.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
}

/** A year ahead, on a winter evening (UTC+1 in Copenhagen). */
export const YEAR = new Date().getFullYear() + 1;

/** The date and time fields of the form's moment `label` (`Start`, `Slut`, `Tilmeldingsfrist`). */
export function moment(page: Page, label: string) {
  const group = page.getByRole("group", { name: label, exact: true });
  return { date: group.getByLabel("Dato"), time: group.getByLabel("Klokkeslæt") };
}

/** Types a moment the Danish way: `14.12.2026`, `18.00`. */
export async function typeMoment(page: Page, label: string, date: string, time: string) {
  const fields = moment(page, label);
  await fields.date.fill(date);
  await fields.time.fill(time);
}

export async function fillEvent(page: Page, title: string) {
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Type").selectOption({ label: "Turnering" });
  await page.getByLabel("Status").selectOption({ label: "Planlagt" });
  await page.getByLabel("Spil").fill("Rocket League");
  await typeMoment(page, "Start", `12.12.${YEAR}`, "18.00");
  await typeMoment(page, "Slut", `12.12.${YEAR}`, "23.30");
  await page.getByLabel("Antal pladser").fill("2");
  await page.getByLabel("Pris (kr.)").fill("49,50");
  await page.getByLabel("Beskrivelse").fill("Tre mod tre.\n\nPræmie til vinderholdet.");
}

/**
 * An event to come, made through the admin's API (`fields` beside a LAN night a year ahead),
 * with `names` signed up through the public one, in that order.
 */
export async function eventWithGuests(
  page: Page,
  baseURL: string | undefined,
  names: string[],
  fields: Record<string, unknown> = {},
) {
  const origin = { origin: baseURL ?? "" };
  const title = `Dør-test ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post("/api/admin/events", {
    data: {
      title,
      kind: "lan",
      status: "scheduled",
      starts_at: `${YEAR}-12-13T18:00:00+01:00`,
      ends_at: `${YEAR}-12-13T23:00:00+01:00`,
      ...fields,
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const event: { id: string; slug: string; title: string } = await created.json();
  for (const name of names) {
    const signUp = await page.request.post(`/api/events/${event.slug}/registrations`, {
      data: {
        name,
        email: `${randomUUID().slice(0, 8)}@example.dk`,
        ...(Number(fields.team_size ?? 1) > 1 ? { team_name: `Hold ${name.split(" ")[0]}` } : {}),
      },
      headers: { ...origin, "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.9` },
    });
    expect(signUp.status()).toBe(201);
  }
  return event;
}

/**
 * Signed in without the page's script, an event to come with `names` signed up, and its guest
 * list open (`hash`: where the page starts, `#tilmeldinger` as the door's phone is sent there).
 */
export async function guestsWithoutScript(
  page: Page,
  baseURL: string | undefined,
  names: string[],
  hash = "",
) {
  await openEvents(page, false);
  const event = await eventWithGuests(page, baseURL, names);
  await page.goto(`/admin/begivenheder?tilmeldinger=${event.id}${hash}`);
  return event;
}
