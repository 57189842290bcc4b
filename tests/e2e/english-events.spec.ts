import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addEvent } from "#tests/support/events.ts";
import { DESK, PHONE } from "#tests/support/screens.ts";
import { axeFindings } from "./support/axe.ts";
import { eventWithGuests, openEvents } from "./support/events-admin.ts";
import { expect, NO_SCRIPT, test } from "./support/test.ts";

/**
 * The events in English (docs/pages.md#english), as a browser shows them: a sign-up on an English
 * event page at phone width without JavaScript answers in English; an English event page names
 * its bracket's rounds in English; axe finds nothing on the English event pages.
 */

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests with scripts/e2e.ts");
  return dir;
}

const englishEvent = (fields: Record<string, unknown> = {}) =>
  addEvent(
    { dataDir: dataDir() },
    {
      title: `Fredags-LAN ${randomUUID().slice(0, 6)}`,
      description: "Vi spiller hele natten.",
      en: { title: "Friday LAN", description: "We play all night long." },
      capacity: 1,
      ...fields,
    },
  );

test("an English sign-up at 375 px without JavaScript: You are signed up, then the waiting list", async ({
  visitor,
}) => {
  const event = await englishEvent();
  const page = await visitor(PHONE, NO_SCRIPT);
  const signUp = async (name: string) => {
    await page.goto(`/en/events/${event.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friday LAN");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail").fill(`${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole("button", { name: "Sign up" }).click();
  };
  await expect(async () => {
    await page.goto(`/en/events/${event.slug}`);
    await expect(page.getByText("1 of 1 seats left").first()).toBeVisible();
  }).toPass();
  await signUp("Sam");
  await expect(page).toHaveURL(new RegExp(`/en/events/${event.slug}\\?`));
  await expect(page.getByRole("status")).toContainText("You are signed up");
  await signUp("Alex");
  await expect(page.getByRole("status")).toContainText("You are on the waiting list as no. 1");
  // A refused post answers in English.
  await page.goto(`/en/events/${event.slug}`);
  await page.getByLabel("Name").fill("Jo");
  // The browser's own check lets this one through; the server's does not.
  await page.getByLabel("E-mail").fill("jo@example");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Enter a valid e-mail address").first()).toBeVisible();
});

/** A tournament of eight checked-in players, its bracket made. */
async function englishTournament(page: Page, baseURL: string | undefined) {
  await openEvents(page, false);
  const names = ["Ida Holm", "Jens Kø", "Lise Lang", "Bo Ørsted", "Ali Hassan", "Emma Lund"];
  const event = await eventWithGuests(page, baseURL, [...names, "Noah Friis", "Freja Dam"], {
    kind: "tournament",
    game: "Rocket League",
    capacity: 16,
    team_size: 1,
    en: { title: "Rocket Cup", description: "" },
  });
  const headers = { origin: baseURL ?? "" };
  const list = await (await page.request.get(`/api/admin/events/${event.id}/registrations`)).json();
  for (const { id } of list.registrations as { id: string }[]) {
    await page.request.patch(`/api/admin/events/${event.id}/registrations/${id}`, {
      data: { checked_in: true },
      headers,
    });
  }
  const created = await page.request.post(`/api/admin/events/${event.id}/bracket`, {
    data: { seeding: "random" },
    headers,
  });
  expect(created.status()).toBe(201);
  return event;
}

test("an English event page's bracket names its rounds in English; axe finds nothing on the English event pages", async ({
  page,
  visitor,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const event = await englishTournament(page, baseURL);
  const wide = await visitor(DESK);
  await wide.goto(`/en/events/${event.slug}`);
  const bracket = wide.getByRole("region", { name: "Bracket" });
  await expect(bracket).toBeVisible();
  for (const round of ["Quarter-final", "Semi-final", "Final"]) {
    await expect(bracket.getByRole("heading", { name: round, exact: true })).toBeVisible();
  }
  await expect(wide.getByRole("heading", { level: 1 })).toHaveText("Rocket Cup");
  expect(await axeFindings(wide)).toEqual([]);

  for (const path of ["/en/events", `/en/events/${event.slug}/big-screen`]) {
    await wide.goto(path);
    // The TV's reload every 15 s is the one rule left out, as for the Danish big screen
    // (tests/e2e/tournament-bracket.spec.ts).
    const findings = (await axeFindings(wide)).filter((rule) => !rule.startsWith("meta-refresh:"));
    expect(findings, path).toEqual([]);
  }
  const phone = await visitor(PHONE);
  await phone.goto(`/en/events/${event.slug}`);
  await expect(
    phone.getByRole("region", { name: "Bracket" }).getByRole("heading", { name: "Quarter-final" }),
  ).toBeVisible();
  expect(await axeFindings(phone)).toEqual([]);
});
