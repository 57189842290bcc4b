import { describe, expect, it } from "vitest";
import { signUp } from "#app/features/events/registrations.server.ts";
import { MATCH_POSTS_PER_HOUR } from "#app/features/tournaments/player-post.server.ts";
import { fetchFresh } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { TOURNAMENT, timed } from "#tests/support/events.ts";
import { textOf } from "#tests/support/page-text.ts";
import { useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";

/**
 * Players report their results from their mailed `/tilmelding/TOKEN` link (docs/api.md,
 * "Tournaments"; docs/pages.md, "Your match from the mailed link"), over real HTTP as a browser
 * without JavaScript posts the page's forms, on SQLite and PostgreSQL: the next match, a report,
 * the opponent's `Bekræft` (the match decided, the public bracket JSON showing it) and `Afvis`
 * (`Uenighed`), both reporting the same result, and refusals that change nothing — scores that do
 * not decide the match, a stale page, a player not in the match, another site — and the hourly
 * limit per address.
 */

const FORM = { "content-type": "application/x-www-form-urlencoded" };
let lastAddress = 0;
const newAddress = () => `198.18.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

/** The match and version a page's form carries (its hidden fields), as the browser posts them. */
function hiddenOf(html: string): { match: string; version: string } {
  const value = (name: string) =>
    html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];
  const match = value("match");
  const version = value("version");
  if (!match || !version) throw new Error("the page has no match form");
  return { match, version };
}

/** Anything but the hourly counter of posts, whose job is to count refused posts too. */
const notCounter = (table: string) => table === "review_submissions";

type Side = { entry_id: string | null; score: number | null; winner: boolean };
type Match = { id: string; status: string; sides: [Side, Side]; label: string };

describe.each(testDatabases())("players report on $name", (kind) => {
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);
  const url = (path: string) => `${server().url}${path}`;
  const page = async (token: string) => {
    const response = await fetchFresh(url(`/tilmelding/${token}`));
    const html = await response.text();
    return { response, html, text: textOf(html) };
  };

  const post = (token: string, fields: Record<string, string>, headers = {}) =>
    fetchFresh(url(`/tilmelding/${token}`), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields).toString(),
      headers: { ...FORM, origin: server().url, "x-forwarded-for": newAddress(), ...headers },
    });
  /** A refused post's page: its status and text. */
  const refused = async (response: Response) => ({
    status: response.status,
    text: textOf(await response.text()),
  });
  const unchanged = () => databaseChecksum(database(), notCounter);

  let made = 0;
  /** A started best-of-3 tournament of four, seeded as signed up; each player's link token. */
  async function tournament(fields: Record<string, unknown> = {}) {
    made += 1;
    const created = await clients.staff.post("/api/admin/events", {
      ...TOURNAMENT,
      title: `Rapportturnering ${made}`,
      best_of: 3,
      ...timed(3),
      ...fields,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const event = (await created.json()) as { id: string; slug: string };
    const players = await withDatabase(database(), async (db) => {
      const signed = [];
      for (const name of ["Anna Holm", "Bo Lund", "Carl Berg", "Dina Friis", "Erik Sen"]) {
        const email = `${name.split(" ")[0]?.toLowerCase()}-${made}@example.dk`;
        const result = await signUp(db, event.slug, { name, email, team_name: null });
        if (result.kind !== "registered") throw new Error(`sign-up: ${result.kind}`);
        signed.push({ id: result.registration.id, token: result.token });
      }
      return signed;
    });
    // The fifth arrives too late: not checked in, not in the bracket.
    const [anna, bo, carl, dina, erik] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const entries = [anna, bo, carl, dina];
    for (const { id } of entries) {
      const checked = await clients.staff.patch(
        `/api/admin/events/${event.id}/registrations/${id}`,
        { checked_in: true },
      );
      expect(checked.status).toBe(200);
    }
    const started = await clients.staff.post(`/api/admin/events/${event.id}/bracket`, {
      seeding: entries.map((entry) => entry.id),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    return { event, anna, bo, carl, dina, erik };
  }
  const publicBracket = async (slug: string) =>
    (await (await fetchFresh(url(`/api/events/${slug}/bracket`))).json()) as {
      status: string;
      matches: Match[];
    };
  const matchOf = <M extends Match>(matches: M[], a: string, b: string): M => {
    const found = matches.find((m) => {
      const ids = m.sides.map((side) => side.entry_id);
      return ids.includes(a) && ids.includes(b);
    });
    if (!found) throw new Error("no such match");
    return found;
  };

  it("a player reports, the opponent confirms: the match is decided and the public bracket shows it; wrong scores, a stale page, a player not in the match and another site change nothing", async () => {
    const { event, anna, bo, dina, erik } = await tournament();

    // Seed 1 meets seed 4 in a semifinal.
    const shown = await page(anna.token);
    expect(shown.response.status).toBe(200);
    expect(shown.response.headers.get("cache-control")).toBe("no-store");
    expect(shown.response.headers.get("referrer-policy")).toBe("no-referrer");
    for (const text of [
      "Din turnering",
      "Din næste kamp",
      "Semifinale",
      "Dina",
      "Rapporter resultat",
    ])
      expect(shown.text, text).toContain(text);
    expect(shown.html).toMatch(/<button type="submit"[^>]*>Send resultat<\/button>/);
    // In the bracket the seat is the player's for the night: no Afmeld.
    expect(shown.html).not.toMatch(/>Afmeld<\/button>/);
    expect(shown.text).toContain("Turneringen er i gang, så tilmeldingen kan ikke ændres her.");
    const form = hiddenOf(shown.html);
    const dinaBefore = hiddenOf((await page(dina.token)).html);

    // Scores that do not decide a best of 3, and no scores at all: 400 in the page, nothing changed.
    const before = await unchanged();
    const report = (fields: Record<string, string>) =>
      post(anna.token, { intent: "rapporter", ...form, ...fields });
    const draw = await refused(await report({ own: "2", theirs: "2" }));
    expect(draw.status).toBe(400);
    expect(draw.text).toContain("Uafgjort afgør ikke kampen");
    const tooMany = await refused(await report({ own: "3", theirs: "0" }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain("Bedst af 3 vindes med 2 sejre");
    const empty = await refused(await report({ own: "", theirs: "x" }));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Skriv din score som et helt tal fra 0 til 999");
    expect(empty.text).toContain("Skriv modstanderens score som et helt tal fra 0 til 999");
    // Bo plays the other semifinal; Erik is in no match at all.
    for (const stranger of [bo, erik]) {
      const notYours = await refused(
        await post(stranger.token, { intent: "rapporter", ...form, own: "2", theirs: "0" }),
      );
      expect(notYours.status).toBe(404);
      expect(notYours.text).toContain("Det er ikke din kamp");
    }
    // Another site's post, and an oversized body.
    const crossSite = await post(
      anna.token,
      { intent: "rapporter", ...form, own: "2", theirs: "1" },
      { origin: "https://evil.example" },
    );
    expect(String(crossSite.status)).toMatch(/^4\d\d$/);
    const large = await post(anna.token, { intent: "rapporter", x: "y".repeat(2_000) });
    expect(large.status).toBe(413);
    // A form-filling bot (the honeypot filled in) is answered as a success; nothing is stored.
    const bot = await report({ own: "2", theirs: "0", website: "https://spam.example" });
    expect(bot.status).toBe(303);
    expect(await unchanged()).toBe(before);

    // Anna reports 2-1: back to her page, which waits for Dina.
    const sent = await report({ own: "2", theirs: "1" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/tilmelding/${anna.token}?kamp=sendt#din-kamp`);
    const waiting = await page(`${anna.token}?kamp=sendt`);
    expect(waiting.text).toContain("Resultatet er sendt.");
    expect(waiting.text).toContain("Du har rapporteret 2-1. Nu venter vi på, at Dina bekræfter");
    expect(waiting.html).not.toContain("Send resultat");
    // Not decided yet: the public bracket shows the match open.
    const open = matchOf((await publicBracket(event.slug)).matches, anna.id, dina.id);
    expect(open.status).not.toBe("completed");

    // Dina sees the report from her side, with Bekræft and Afvis.
    const dinaPage = await page(dina.token);
    expect(dinaPage.text).toContain("Anna har rapporteret resultatet");
    expect(dinaPage.text).toContain("Dig 1, modstanderen 2.");
    expect(dinaPage.html).toMatch(
      /<button type="submit" value="bekraeft"[^>]*name="intent">Bekræft</,
    );
    expect(dinaPage.html).toMatch(/<button type="submit" value="afvis"[^>]*name="intent">Afvis</);

    // From the page she opened before the report: stale, nothing changed.
    const beforeStale = await unchanged();
    const stale = await refused(await post(dina.token, { intent: "bekraeft", ...dinaBefore }));
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Kampen er ændret, siden du åbnede siden");
    // Anna cannot confirm her own report.
    const own = await refused(
      await post(anna.token, { intent: "bekraeft", ...hiddenOf(dinaPage.html) }),
    );
    expect(own.status).toBe(409);
    expect(own.text).toContain("Der er ikke noget resultat fra din modstander at svare på");
    expect(await unchanged()).toBe(beforeStale);

    // Dina confirms: the match is decided, as if staff had entered it.
    const confirmed = await post(dina.token, { intent: "bekraeft", ...hiddenOf(dinaPage.html) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(
      `/tilmelding/${dina.token}?kamp=bekraeftet#din-kamp`,
    );
    const decided = matchOf((await publicBracket(event.slug)).matches, anna.id, dina.id);
    expect(decided.status).toBe("completed");
    const annaSide = decided.sides.find((side) => side.entry_id === anna.id);
    const dinaSide = decided.sides.find((side) => side.entry_id === dina.id);
    expect(annaSide).toMatchObject({ score: 2, winner: true });
    expect(dinaSide).toMatchObject({ score: 1, winner: false });
    const out = await page(`${dina.token}?kamp=bekraeftet`);
    expect(out.text).toContain("Resultatet er bekræftet og tæller nu.");
    expect(out.text).toContain("Du er ude af turneringen");
    expect(out.text).toContain("Seneste kamp (Semifinale): Du tabte 1-2 til Anna.");
    expect(out.html).not.toContain('name="intent"');
    const next = await page(anna.token);
    expect(next.text).toContain("Finale");
    expect(next.text).toContain("Afgøres af en kamp, der ikke er spillet endnu");
    expect(next.text).toContain("Seneste kamp (Semifinale): Du vandt 2-1 over Dina.");
    // Nobody reports a match whose opponent is not known yet.
    expect(next.html).not.toContain("Send resultat");

    // A post from the page as it was before (the back button): the match has moved on.
    const again = await refused(await report({ own: "2", theirs: "0" }));
    expect(again.status).toBe(409);
    expect(again.text).toContain("Kampen er ændret, siden du åbnede siden");
  });

  it("the opponent rejects: Uenighed on both pages for staff; staff's result wins; both reporting the same counts at once, and the placings show at the end", async () => {
    const { event, anna, bo, carl } = await tournament();
    const boPage = await page(bo.token);
    expect(boPage.text).toContain("Carl");
    const sent = await post(bo.token, {
      intent: "rapporter",
      ...hiddenOf(boPage.html),
      own: "2",
      theirs: "0",
    });
    expect(sent.status).toBe(303);
    const carlPage = await page(carl.token);
    expect(carlPage.text).toContain("Dig 0, modstanderen 2.");
    const rejected = await post(carl.token, { intent: "afvis", ...hiddenOf(carlPage.html) });
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe(`/tilmelding/${carl.token}?kamp=afvist#din-kamp`);
    for (const player of [bo, carl]) {
      const shown = await page(player.token);
      expect(shown.text).toContain("Uenighed");
      expect(shown.text).toContain("Personalet afgør kampen");
      expect(shown.html).not.toContain('name="intent"');
    }
    expect((await page(`${carl.token}?kamp=afvist`)).text).toContain(
      "Du har afvist resultatet. Personalet afgør kampen.",
    );
    const staffView = (await (
      await clients.staff.get(`/api/admin/events/${event.id}/bracket`)
    ).json()) as { matches: (Match & { version: number; disputed: boolean })[] };
    const disputed = matchOf(staffView.matches, bo.id, carl.id);
    expect(disputed.disputed).toBe(true);
    expect(disputed.status).not.toBe("completed");

    // Staff decide it: Bo won 2-1.
    const decided = await clients.staff.patch(
      `/api/admin/events/${event.id}/matches/${disputed.id}`,
      {
        version: disputed.version,
        scores: disputed.sides[0].entry_id === bo.id ? [2, 1] : [1, 2],
      },
    );
    expect(decided.status, await decided.clone().text()).toBe(200);
    expect((await page(carl.token)).text).toContain("Du tabte 1-2 til Bo");

    // The other semifinal through the players, then the final: both report the same result.
    const annaSemifinal = (await page(anna.token)).html;
    await post(anna.token, {
      intent: "rapporter",
      ...hiddenOf(annaSemifinal),
      own: "2",
      theirs: "0",
    });
    const semifinal = await publicBracket(event.slug);
    const stillOpen = semifinal.matches.filter(
      (m) => m.status !== "completed" && m.label === "Semifinale",
    );
    expect(stillOpen).toHaveLength(1);
    // …confirmed by staff entering the same (a result staff enter always wins).
    const staffBracket = (await (
      await clients.staff.get(`/api/admin/events/${event.id}/bracket`)
    ).json()) as { matches: (Match & { version: number })[] };
    const annaSemi = staffBracket.matches.find(
      (m) => m.label === "Semifinale" && m.sides.some((side) => side.entry_id === anna.id),
    );
    if (!annaSemi) throw new Error("no semifinal for Anna");
    const staffSaved = await clients.staff.patch(
      `/api/admin/events/${event.id}/matches/${annaSemi.id}`,
      {
        version: annaSemi.version,
        scores: annaSemi.sides[0].entry_id === anna.id ? [2, 0] : [0, 2],
      },
    );
    expect(staffSaved.status).toBe(200);

    const annaFinal = await page(anna.token);
    expect(annaFinal.text).toContain("Finale");
    expect(annaFinal.text).toContain("Bo");
    const annaForm = hiddenOf(annaFinal.html);
    expect(
      (await post(anna.token, { intent: "rapporter", ...annaForm, own: "2", theirs: "1" })).status,
    ).toBe(303);
    const boFinal = await page(bo.token);
    // Bo reports the same result from his side rather than confirming: it counts at once.
    expect(
      (
        await post(bo.token, {
          intent: "rapporter",
          ...hiddenOf(boFinal.html),
          own: "1",
          theirs: "2",
        })
      ).status,
    ).toBe(303);
    const finished = await publicBracket(event.slug);
    expect(finished.status).toBe("finished");
    const annaDone = await page(anna.token);
    expect(annaDone.text).toContain("Turneringen er slut");
    expect(annaDone.text).toContain("Du vandt turneringen!");
    const boDone = await page(bo.token);
    expect(boDone.text).toContain("Du blev nr. 2.");
    expect(boDone.text).toContain("Vinder: Anna");
  });

  it(`${MATCH_POSTS_PER_HOUR} posts an hour from one address (counted in the database): then 429 in the page, nothing reported`, async () => {
    const { anna } = await tournament();
    const form = hiddenOf((await page(anna.token)).html);
    const address = { "x-forwarded-for": newAddress() };
    for (let n = 0; n < MATCH_POSTS_PER_HOUR; n++) {
      const response = await post(anna.token, { intent: "rapporter", ...form, own: "" }, address);
      expect(response.status).toBe(400);
    }
    const limited = await refused(
      await post(anna.token, { intent: "rapporter", ...form, own: "2", theirs: "0" }, address),
    );
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("for mange resultater fra din forbindelse");
    // Another address still reports.
    const other = await post(anna.token, { intent: "rapporter", ...form, own: "2", theirs: "0" });
    expect(other.status).toBe(303);
  });
});
