import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { type TestDatabase, testDatabases } from "#tests/support/databases.ts";
import { TOURNAMENT, timed } from "#tests/support/events.ts";
import { useServerOn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The bracket for everyone over real HTTP (docs/pages.md, "The tournament's bracket" and "The big
 * screen"): tournaments made and played through the admin API, then the server's HTML of the
 * event page and of the big screen read as a browser without JavaScript gets them — round names,
 * `Fri`, stations, the podium, public names only — and the big screen's 404s. The pages read the
 * bracket's JSON, the same on both databases (tests/integration/tournaments.test.ts): SQLite here.
 */

type Match = {
  id: string;
  version: number;
  status: string;
  sides: { entry_id: string | null }[];
};
type Bracket = { entries: { id: string; seed: number }[]; matches: Match[] };

let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress % 250}`;
const sqlite = testDatabases()[0] as TestDatabase;

describe("the bracket's public pages", () => {
  let staff: ApiClient;
  let visitor: ApiClient;
  const { server, database } = useServerOn(sqlite, { TRUST_PROXY: "true" });
  beforeAll(async () => {
    staff = await apiClient(server().url).signIn(addUser({ ...database(), staff: true }));
    visitor = apiClient(server().url);
  });

  let made = 0;
  /** A tournament with `players` signed up with full names, all checked in. */
  async function tournament(players: number, fields: Record<string, unknown> = {}) {
    made += 1;
    const created = await staff.post("/api/admin/events", {
      ...TOURNAMENT,
      title: `Turneringsaften ${made}`,
      ...timed(3),
      ...fields,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const event = (await created.json()) as { id: string; slug: string };
    for (let n = 1; n <= players; n++) {
      const response = await visitor.post(
        `/api/events/${event.slug}/registrations`,
        { name: `Spiller${n} Efternavnsen${n}`, email: `spiller${n}-${event.slug}@example.dk` },
        { "x-forwarded-for": newAddress() },
      );
      expect(response.status).toBe(201);
    }
    const list = await (await staff.get(`/api/admin/events/${event.id}/registrations`)).json();
    for (const { id } of list.registrations as { id: string }[]) {
      const checked = await staff.patch(`/api/admin/events/${event.id}/registrations/${id}`, {
        checked_in: true,
      });
      expect(checked.status).toBe(200);
    }
    return event;
  }
  const start = async (event: { id: string }) => {
    const response = await staff.post(`/api/admin/events/${event.id}/bracket`, {
      seeding: "random",
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const bracketOf = async (id: string) =>
    (await (await staff.get(`/api/admin/events/${id}/bracket`)).json()) as Bracket;
  const patch = async (id: string, match: Match, body: Record<string, unknown>) => {
    const response = await staff.patch(`/api/admin/events/${id}/matches/${match.id}`, {
      version: match.version,
      ...body,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Match;
  };
  /** Every ready or running match to the end, the better seed winning. */
  async function playOut(event: { id: string }) {
    for (let guard = 0; guard < 100; guard++) {
      const bracket = await bracketOf(event.id);
      const match = bracket.matches.find((m) => m.status === "ready" || m.status === "running");
      if (!match) return;
      const [one, two] = match.sides.map(
        (side) => bracket.entries.find((e) => e.id === side.entry_id)?.seed ?? 0,
      );
      await patch(event.id, match, { scores: (one ?? 0) < (two ?? 0) ? [2, 1] : [1, 2] });
    }
    throw new Error("the tournament did not end");
  }
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
