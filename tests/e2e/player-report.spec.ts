import type { Page, TestInfo } from "@playwright/test";
import { DESK, PHONE, type Screen } from "#tests/support/screens.ts";
import { linkIn } from "#tests/support/smtp.ts";
import { addUser } from "#tests/support/users.ts";
import { signIn } from "./support/auth.ts";
import { axeFindings } from "./support/axe.ts";
import { mailingServer } from "./support/mailing-server.ts";
import { screenshot } from "./support/screenshot.ts";
import { expect, test } from "./support/test.ts";

/**
 * Players report from their mailed links (docs/pages.md, "Your match from the mailed link"), on a
 * phone at 375 px without JavaScript: four players sign up and get their links by mail, staff
 * start the tournament; a player reports a result (first one that does not decide a best of 3,
 * then the right one), the opponent confirms from their own link; in the other semifinal the
 * opponent rejects (`Uenighed`); staff decide it, and the final is reported and confirmed to the
 * placings; the first player's page, open with JavaScript, shows the answer within 2 s without a
 * reload. Every state at 375 and 1440 px, axe clean. The spec runs a server of its own that
 * mails a real SMTP server started here.
 */

test.describe.configure({ timeout: 300_000 });

const spec = mailingServer({ TRUST_PROXY: "true" });

const PLAYERS = ["Anna Holm", "Bo Lund", "Carl Berg", "Dina Friis"] as const;
type Player = { name: string; email: string; link: string; id: string };

/**
 * The page at `url` as it is now, at 375 and 1440 px: a screenshot of each (`name-375.png`,
 * `name-1440.png`), nothing scrolls sideways, and axe finds nothing. The same server HTML the
 * phone without JavaScript got: public pages run no React. One browser with JavaScript at each
 * width (axe runs in the page) serves every look.
 */
function shooter(open: (screen: Screen) => Promise<Page>, testInfo: TestInfo) {
  const checkers = new Map<number, Page>();
  return async (url: string, name: string) => {
    for (const screen of [PHONE, DESK]) {
      const { width } = screen;
      const page = checkers.get(width) ?? (await open(screen));
      checkers.set(width, page);
      await page.goto(url.split("#")[0] ?? url);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await screenshot(page, testInfo.outputPath(`${name}-${width}.png`), true);
      expect(await axeFindings(page), `${name} at ${width}`).toEqual([]);
    }
  };
}

test("a player reports from the mailed link and the opponent confirms; a rejection is Uenighed; the final to the placings", async ({
  visitor,
}, testInfo) => {
  /** A visitor on the spec's server, without JavaScript unless asked. */
  const browse = (screen: Screen, javaScriptEnabled = false) =>
    visitor(screen, { baseURL: spec.server.url, javaScriptEnabled });
  const shoot = shooter((screen) => browse(screen, true), testInfo);
  // Staff, signed in, make the tournament; four guests sign up and are mailed their links.
  const staffPage = await browse(DESK, true);
  const staff = addUser({ dataDir: spec.server.dataDir, staff: true });
  await signIn(staffPage, staff.email, staff.password);
  const headers = { origin: spec.server.url };
  const year = new Date().getFullYear() + 1;
  const created = await staffPage.request.post("/api/admin/events", {
    data: {
      title: "Fredagsturnering i Rocket League",
      kind: "tournament",
      game: "Rocket League",
      capacity: 16,
      team_size: 1,
      price: 0,
      best_of: 3,
      status: "scheduled",
      starts_at: `${year}-12-12T18:00:00+01:00`,
      ends_at: `${year}-12-12T23:00:00+01:00`,
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };
  const players: Player[] = [];
  for (const [index, name] of PLAYERS.entries()) {
    const email = `${name.split(" ")[0]?.toLowerCase()}@example.dk`;
    const signed = await staffPage.request.post(`/api/events/${event.slug}/registrations`, {
      data: { name, email },
      headers: { ...headers, "x-forwarded-for": `192.0.2.${index + 10}` },
    });
    expect(signed.status()).toBe(201);
    const mail = await spec.smtp.waitFor(email);
    players.push({ name, email, link: linkIn(mail, `${spec.server.url}/tilmelding/`), id: "" });
  }
  const list = await (
    await staffPage.request.get(`/api/admin/events/${event.id}/registrations`)
  ).json();
  for (const registration of list.registrations as { id: string; email: string }[]) {
    const player = players.find((p) => p.email === registration.email);
    if (player) player.id = registration.id;
    const checked = await staffPage.request.patch(
      `/api/admin/events/${event.id}/registrations/${registration.id}`,
      { data: { checked_in: true }, headers },
    );
    expect(checked.status()).toBe(200);
  }
  const [anna, bo, carl, dina] = players as [Player, Player, Player, Player];
  const started = await staffPage.request.post(`/api/admin/events/${event.id}/bracket`, {
    data: { seeding: [anna.id, bo.id, carl.id, dina.id] },
    headers,
  });
  expect(started.status()).toBe(201);

  // Anna, on her phone without JavaScript, opens her link: her semifinal against Dina.
  const phone = await browse(PHONE);
  await phone.goto(anna.link);
  const card = (page: Page) => page.getByRole("region", { name: "Din turnering" });
  await expect(card(phone).getByRole("heading", { name: "Din næste kamp" })).toBeVisible();
  await expect(card(phone).getByText("Semifinale")).toBeVisible();
  await expect(card(phone).getByText("Dina", { exact: true })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Afmeld" })).toHaveCount(0);
  await shoot(anna.link, "rapporter");

  // 3-0 does not decide a best of 3: the error beside the field, what was typed kept.
  await phone.getByLabel("Din score").fill("3");
  await phone.getByLabel("Modstanderens score").fill("0");
  await phone.getByRole("button", { name: "Send resultat" }).click();
  const summary = phone.getByRole("alert").filter({ hasText: "Resultatet blev ikke sendt" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(phone.getByText("Bedst af 3 vindes med 2 sejre").first()).toBeVisible();
  await expect(phone.getByLabel("Din score")).toHaveValue("3");
  await screenshot(phone, testInfo.outputPath("fejl-375.png"), true);
  // axe on the refused page: a browser with JavaScript posts the same (it changes nothing).
  for (const screen of [PHONE, DESK]) {
    const { width } = screen;
    const checker = await browse(screen, true);
    await checker.goto(anna.link);
    await checker.getByLabel("Din score").fill("3");
    await checker.getByLabel("Modstanderens score").fill("0");
    await checker.getByRole("button", { name: "Send resultat" }).click();
    await expect(checker.getByText("Bedst af 3 vindes med 2 sejre").first()).toBeVisible();
    if (screen === DESK) {
      await screenshot(checker, testInfo.outputPath("fejl-1440.png"), true);
    }
    expect(await axeFindings(checker), `the refused report at ${width}`).toEqual([]);
    await checker.context().close();
  }

  // 2-1: sent, and the page waits for Dina.
  await phone.getByLabel("Din score").fill("2");
  await phone.getByLabel("Modstanderens score").fill("1");
  await phone.getByRole("button", { name: "Send resultat" }).click();
  await expect(phone.getByRole("status")).toContainText("Resultatet er sendt.");
  await expect(
    phone.getByText(/Du har rapporteret 2.1\. Nu venter vi på, at Dina bekræfter resultatet\./),
  ).toBeVisible();
  await shoot(phone.url(), "venter");

  // Anna's page with JavaScript follows the bracket live: no reload needed for Dina's answer.
  const annaLive = await browse(PHONE, true);
  await annaLive.goto(anna.link);
  await expect(annaLive.getByText(/Nu venter vi på, at Dina bekræfter/)).toBeVisible();
  await annaLive.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // Dina, on her own phone, sees the report from her side and confirms it.
  const dinaPhone = await browse(PHONE);
  await dinaPhone.goto(dina.link);
  await expect(
    dinaPhone.getByRole("heading", { name: "Anna har rapporteret resultatet" }),
  ).toBeVisible();
  await expect(dinaPhone.getByText("Dig 1, modstanderen 2.")).toBeVisible();
  await shoot(dina.link, "bekraeft");
  await dinaPhone.getByRole("button", { name: "Bekræft" }).click();
  await expect(dinaPhone.getByRole("status")).toContainText(
    "Resultatet er bekræftet og tæller nu.",
  );
  await expect(dinaPhone.getByText("Du er ude af turneringen")).toBeVisible();
  await expect(dinaPhone.getByText(/Du tabte 1.2 til Anna\./)).toBeVisible();
  await shoot(dinaPhone.url(), "ude");
  // Within 2 s Anna's open page shows her next match, the same page (not reloaded).
  await expect(annaLive.getByText(/Du vandt 2.1 over Dina\./)).toBeVisible({ timeout: 2_000 });
  await expect(annaLive.getByText("Finale", { exact: true })).toBeVisible();
  expect(
    await annaLive.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await annaLive.context().close();
  // The bracket everyone sees has it.
  const bracket = await (await staffPage.request.get(`/api/events/${event.slug}/bracket`)).json();
  const semifinal = (
    bracket.matches as { status: string; sides: { entry_id: string; score: number }[] }[]
  ).find((m) => m.sides.some((s) => s.entry_id === anna.id));
  expect(semifinal?.status).toBe("completed");

  // The other semifinal: Bo reports, Carl rejects: Uenighed for staff.
  const boPhone = await browse(PHONE);
  await boPhone.goto(bo.link);
  await boPhone.getByLabel("Din score").fill("2");
  await boPhone.getByLabel("Modstanderens score").fill("0");
  await boPhone.getByRole("button", { name: "Send resultat" }).click();
  await expect(boPhone.getByRole("status")).toContainText("Resultatet er sendt.");
  const carlPhone = await browse(PHONE);
  await carlPhone.goto(carl.link);
  await carlPhone.getByRole("button", { name: "Afvis" }).click();
  await expect(carlPhone.getByRole("status")).toContainText("Du har afvist resultatet.");
  await expect(carlPhone.getByText("Uenighed", { exact: true })).toBeVisible();
  await shoot(carl.link, "uenighed");

  // Staff decide it (Bo 2-1); the final, Anna against Bo: Anna reports, Bo confirms.
  const staffBracket = await (
    await staffPage.request.get(`/api/admin/events/${event.id}/bracket`)
  ).json();
  const disputed = (
    staffBracket.matches as {
      id: string;
      version: number;
      disputed: boolean;
      sides: { entry_id: string }[];
    }[]
  ).find((m) => m.disputed);
  if (!disputed) throw new Error("no disputed match");
  const decided = await staffPage.request.patch(
    `/api/admin/events/${event.id}/matches/${disputed.id}`,
    {
      data: {
        version: disputed.version,
        scores: disputed.sides[0]?.entry_id === bo.id ? [2, 1] : [1, 2],
      },
      headers,
    },
  );
  expect(decided.status()).toBe(200);
  await phone.goto(anna.link);
  await expect(card(phone).getByText("Finale", { exact: true })).toBeVisible();
  await expect(card(phone).getByText("Bo", { exact: true })).toBeVisible();
  await phone.getByLabel("Din score").fill("2");
  await phone.getByLabel("Modstanderens score").fill("0");
  await phone.getByRole("button", { name: "Send resultat" }).click();
  await boPhone.goto(bo.link);
  await boPhone.getByRole("button", { name: "Bekræft" }).click();
  await expect(boPhone.getByText("Du blev nr. 2.")).toBeVisible();
  await expect(boPhone.getByText("Anna", { exact: true })).toBeVisible();
  await phone.goto(anna.link);
  await expect(phone.getByText("Du vandt turneringen!")).toBeVisible();
  await shoot(anna.link, "vinder");
  await shoot(bo.link, "nr-2");
});
