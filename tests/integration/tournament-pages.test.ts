import { describe, expect, it } from "vitest";
import { fetchFresh } from "#tests/support/api-client.ts";
import { type TestDatabase, testDatabases } from "#tests/support/databases.ts";
import { useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";
import { tournamentNight } from "#tests/support/tournaments.ts";

/**
 * The bracket for everyone over real HTTP (docs/pages.md, "The tournament's bracket" and "The big
 * screen"): tournaments made and played through the admin API, then the server's HTML of the
 * event page and of the big screen read as a browser without JavaScript gets them — round names,
 * `Fri`, stations, the podium, public names only — and the big screen's 404s. The pages read the
 * bracket's JSON, the same on both databases (tests/integration/tournaments.test.ts): SQLite here.
 */

const sqlite = testDatabases()[0] as TestDatabase;

describe("the bracket's public pages", () => {
  const { server, database } = useServerOn(sqlite, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);
  const { tournament, start, bracketOf, patch, playOut } = tournamentNight(() => clients);
  const page = async (path: string) => {
    const response = await fetchFresh(`${server().url}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const eventPage = (slug: string) => page(`/begivenheder/${slug}`);
  const bigScreen = (slug: string) => page(`/begivenheder/${slug}/storskaerm`);
  /** Only public names: never an e-mail address or a full name. */
  const onlyPublicNames = (html: string) => {
    expect(html).not.toContain("@example.dk");
    expect(html).not.toContain("Efternavnsen");
  };

  it("a single elimination: Turneringstræ once started, its rounds by name, Fri, a called match's station, then the winner and podium; the big screen's zones, then the winner", async () => {
    const event = await tournament(6, { third_place: true });
    const before = await eventPage(event.slug);
    expect(before.status).toBe(200);
    expect(before.html).not.toContain("Turneringstræ");
    expect((await bigScreen(event.slug)).status).toBe(404);

    await start(event);
    const started = await eventPage(event.slug);
    for (const text of [
      "Turneringstræ",
      "Kvartfinale",
      "Semifinale",
      ">Finale<",
      "Finale om 3.-pladsen",
      ">Fri<",
      "Spiller1",
      "Spiller6",
    ]) {
      expect(started.html, text).toContain(text);
    }
    // The phone's control of rounds: plain links to each round's anchor.
    expect(started.html).toMatch(/<a href="#runde-winners-1"/);
    expect(started.html).not.toContain("Vinder</h3>");
    onlyPublicNames(started.html);

    const ready = (await bracketOf(event.id)).matches.find((m) => m.status === "ready");
    if (!ready) throw new Error("no match is ready");
    await patch(event.id, ready, { status: "running", station: "PC 7" });
    expect((await eventPage(event.slug)).html).toContain("Station PC 7");
    const screen = await bigScreen(event.slug);
    expect(screen.status).toBe(200);
    for (const text of ["Spilles nu", "Næste", "Seneste resultater", ">PC 7<"]) {
      expect(screen.html, text).toContain(text);
    }
    expect(screen.html).toContain('<meta http-equiv="refresh" content="15"/>');
    expect(screen.html).toContain('<meta name="robots" content="noindex"/>');
    // A description still, for whoever is shown a link to it (Lighthouse's SEO audit).
    expect(screen.html).toMatch(/<meta name="description" content="[^"]*storskærmen[^"]*"\/>/);
    expect(screen.html).not.toContain("<script src");
    onlyPublicNames(screen.html);

    await playOut(event);
    const finished = await eventPage(event.slug);
    expect(finished.html).toContain("Vinder</h3>");
    for (const place of ["1.", "2.", "3."]) expect(finished.html).toContain(`>${place}</span>`);
    onlyPublicNames(finished.html);
    const last = await bigScreen(event.slug);
    expect(last.html).toContain("Vinder</h1>");
    expect(last.html).not.toContain("Spilles nu");
    onlyPublicNames(last.html);
  });

  it("a double elimination draws Vinderside, Taberside and Grand final; a round robin its Stilling", async () => {
    const double = await tournament(4, { format: "double_elimination" });
    await start(double);
    const { html } = await eventPage(double.slug);
    for (const text of ["Vinderside", "Taberside", "Grand final"])
      expect(html, text).toContain(text);
    onlyPublicNames(html);

    const robin = await tournament(3, { format: "round_robin" });
    await start(robin);
    const table = await eventPage(robin.slug);
    expect(table.html).toContain("Stilling</h3>");
    expect(table.html).toContain("Runde 1");
    onlyPublicNames(table.html);
  });

  it("the big screen is 404 for an unknown event, a draft, and an event without a bracket", async () => {
    const draft = await tournament(0, { status: "draft" });
    const bare = await tournament(0);
    for (const slug of ["findes-ikke", draft.slug, bare.slug, "UGYLDIG_slug"]) {
      const { status, html } = await bigScreen(slug);
      expect(status, slug).toBe(404);
      expect(html).toContain('content="noindex"');
    }
  });
});
