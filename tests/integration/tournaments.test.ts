import { describe, expect, it } from "vitest";
import { auditEntries } from "#app/platform/audit.server.ts";
import { fetchFresh, keptCopy } from "#tests/support/api-client.ts";
import { auditOf, databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { TOURNAMENT, timed } from "#tests/support/events.ts";
import { useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * Tournaments on the night over real HTTP (docs/api.md, "Tournaments"), on SQLite and
 * PostgreSQL: the event's tournament fields and the gamertag, the bracket made from the
 * checked-in entries, whole tournaments played to their standings through the API, twenty saves
 * of one match at once, refusals that change nothing, the public JSON and its kept copy, and the
 * audit entries.
 */

type Side = { entry_id: string | null; score: number | null; winner: boolean };
type Match = {
  id: string;
  version: number;
  group: string;
  round: number;
  label: string;
  status: string;
  station: string | null;
  sides: [Side, Side];
  bye: boolean;
};
type Bracket = {
  format: string;
  best_of: number;
  status: string;
  entries: { id: string; name: string; seed: number }[];
  matches: Match[];
  standings: { entry_id: string; rank: number; wins: number; losses: number }[];
};

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress % 250}`;

describe.each(testDatabases())("tournaments on $name", (kind) => {
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);

  let made = 0;
  const create = async (fields: Record<string, unknown> = {}) => {
    made += 1;
    const response = await clients.staff.post("/api/admin/events", {
      ...TOURNAMENT,
      title: `${TOURNAMENT.title} ${made}`,
      ...timed(3),
      ...fields,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const signUp = async (slug: string, body: Record<string, unknown>) =>
    clients.visitor.post(`/api/events/${slug}/registrations`, body, {
      "x-forwarded-for": newAddress(),
    });
  const registrations = async (id: string) =>
    (await (await clients.staff.get(`/api/admin/events/${id}/registrations`)).json())
      .registrations as {
      id: string;
      name: string;
      gamertag: string | null;
      status: string;
    }[];
  /** A tournament with `players` signed up (full names) and the first `arrived` checked in. */
  const tournament = async (players: number, arrived = players, fields = {}) => {
    const event = await create(fields);
    for (let n = 1; n <= players; n++) {
      const response = await signUp(event.slug, {
        name: `Spiller${n} Efternavn${n}`,
        email: `spiller${n}-${event.slug}@example.dk`,
      });
      expect(response.status).toBe(201);
    }
    const ids = (await registrations(event.id)).map((r) => r.id);
    for (const id of ids.slice(0, arrived)) {
      const checked = await clients.staff.patch(
        `/api/admin/events/${event.id}/registrations/${id}`,
        {
          checked_in: true,
        },
      );
      expect(checked.status).toBe(200);
    }
    return { event, ids, checkedIn: ids.slice(0, arrived) };
  };
  const bracketPath = (id: string) => `/api/admin/events/${id}/bracket`;
  const matchPath = (id: string, match: string) => `/api/admin/events/${id}/matches/${match}`;
  const staffBracket = async (id: string) =>
    (await (await clients.staff.get(bracketPath(id))).json()) as Bracket;
  const publicBracket = async (slug: string) => {
    const response = await fetchFresh(`${server().url}/api/events/${slug}/bracket`);
    expect(response.status).toBe(200);
    return (await response.json()) as Bracket;
  };
  const checksum = () => databaseChecksum(database());
  const audit = (targetId: string) =>
    withDatabase(database(), async (db) =>
      (await auditEntries(db, { limit: 500 })).entries.filter((e) => e.target_id === targetId),
    );

  /** Plays every ready match through the API, the side `pick` names winning, to the end. */
  async function playOut(event: { id: string }, pick: (match: Match, seeds: number[]) => 0 | 1) {
    for (let guard = 0; guard < 200; guard++) {
      const bracket = await staffBracket(event.id);
      const match = bracket.matches.find((m) => m.status === "ready");
      if (!match) return bracket;
      const seeds = match.sides.map(
        (side) => bracket.entries.find((e) => e.id === side.entry_id)?.seed ?? 0,
      );
      const winner = pick(match, seeds);
      const called = await clients.staff.patch(matchPath(event.id, match.id), {
        version: match.version,
        status: "running",
        station: `PC ${guard % 8}`,
      });
      expect(called.status, await called.clone().text()).toBe(200);
      const { version } = await called.json();
      const saved = await clients.staff.patch(matchPath(event.id, match.id), {
        version,
        scores: winner === 0 ? [2, 1] : [1, 2],
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    throw new Error("the tournament did not end");
  }
  const betterSeed = (_match: Match, [one, two]: number[]) =>
    ((one ?? 0) < (two ?? 0) ? 0 : 1) as 0 | 1;

  it("an event's tournament fields: accepted, returned, kept by an edit that leaves them out, refused by field", async () => {
    const event = await create({
      format: "double_elimination",
      best_of: 3,
      final_best_of: 5,
      third_place: true,
    });
    expect(event).toMatchObject({
      format: "double_elimination",
      best_of: 3,
      final_best_of: 5,
      third_place: true,
    });
    const plain = await create();
    expect(plain).toMatchObject({
      format: "single_elimination",
      best_of: 1,
      final_best_of: null,
      third_place: false,
    });
    const { id, slug, version, confirmed, waitlisted, sequence, created_at, updated_at, ...rest } =
      event;
    const edit = (fields: Record<string, unknown>, at: number) =>
      clients.staff.put(`/api/admin/events/${id}`, {
        ...TOURNAMENT,
        title: rest.title,
        starts_at: rest.starts_at,
        ends_at: rest.ends_at,
        version: at,
        ...fields,
      });
    const kept = await edit({ title: "Omdøbt" }, version);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ format: "double_elimination", best_of: 3 });
    const changed = await edit(
      { title: "Omdøbt", format: "round_robin", final_best_of: null },
      version + 1,
    );
    expect(await changed.json()).toMatchObject({ format: "round_robin", final_best_of: null });
    const before = await checksum();
    const refused = await edit({ format: "swiss", best_of: 2, third_place: "ja" }, version + 2);
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).fieldErrors).sort()).toEqual([
      "best_of",
      "format",
      "third_place",
    ]);
    expect(await checksum()).toBe(before);
    expect((await audit(id))[0]?.summary).toBe(
      'Rettede "Omdøbt": turneringsform, finalens bedst af',
    );
  });

  it("a solo tournament's sign-up takes a gamertag of 1-30 characters and stores it; a team's does not", async () => {
    const solo = await create();
    const ok = await signUp(solo.slug, {
      name: "Mads Jensen",
      email: "mads@example.dk",
      gamertag: "  Frostbite ",
    });
    expect(ok.status).toBe(201);
    const before = await checksum();
    const long = await signUp(solo.slug, {
      name: "Kim",
      email: "kim@example.dk",
      gamertag: "G".repeat(31),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors).toEqual({
      gamertag: "Gamertag må højst være 30 tegn",
    });
    expect(await checksum()).toBe(before);
    expect((await registrations(solo.id)).map((r) => r.gamertag)).toEqual(["Frostbite"]);
    const team = await create({ team_size: 3 });
    const teamed = await signUp(team.slug, {
      name: "Bo",
      email: "bo@example.dk",
      team_name: "De Blå",
      gamertag: "Bo",
    });
    expect(teamed.status).toBe(201);
    expect((await registrations(team.id)).map((r) => r.gamertag)).toEqual([null]);
  });

  it("starts from the checked-in entries: 400 under two, 400 a list that is not exactly them, 409 twice; nothing changes on a refusal", async () => {
    const { event, ids, checkedIn } = await tournament(5, 4);
    const [a, b, c, d] = checkedIn as [string, string, string, string];
    const none = await create();
    const refusals: [unknown, number][] = [
      [{ seeding: "random" }, 201],
      [{ seeding: [a, b, c] }, 400],
      [{ seeding: [a, b, c, d, ids[4]] }, 400],
      [{ seeding: [a, b, c, c] }, 400],
      [{ seeding: "tilfældig" }, 400],
      [{ seeding: [a, b, c, 7] }, 400],
      [{}, 400],
    ];
    const before = await checksum();
    for (const [body, status] of refusals.slice(1)) {
      const response = await clients.staff.post(bracketPath(event.id), body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).fieldErrors, JSON.stringify(body)).toHaveProperty("seeding");
    }
    const lonely = await clients.staff.post(bracketPath(none.id), { seeding: "random" });
    expect(lonely.status).toBe(400);
    expect((await lonely.json()).fieldErrors).toEqual({
      seeding: "Der skal være mindst 2 tjekket ind; der er 0",
    });
    expect(
      (await clients.staff.post(bracketPath("findes-ikke"), { seeding: "random" })).status,
    ).toBe(404);
    expect((await fetchFresh(`${server().url}/api/events/${event.slug}/bracket`)).status).toBe(404);
    expect(await checksum()).toBe(before);

    const created = await clients.staff.post(bracketPath(event.id), { seeding: [d, c, b, a] });
    expect(created.status).toBe(201);
    const bracket = (await created.json()) as Bracket;
    expect(bracket.entries.map((e) => [e.id, e.seed])).toEqual([
      [d, 1],
      [c, 2],
      [b, 3],
      [a, 4],
    ]);
    expect(bracket.entries.map((e) => e.name)).toEqual([
      "Spiller4",
      "Spiller3",
      "Spiller2",
      "Spiller1",
    ]);
    const after = await checksum();
    const twice = await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    expect([twice.status, (await twice.json()).error]).toEqual([409, "exists"]);
    expect(await checksum()).toBe(after);
    expect((await audit(event.id))[0]).toMatchObject({
      action: "bracket.create",
      actor_email: clients.staffUser.email,
      summary: `Startede "${event.title}" med 4 deltagere`,
    });
  });

  it("plays an 8-entry single elimination with a third-place match to its standings", async () => {
    const { event } = await tournament(8, 8, { third_place: true, best_of: 3 });
    expect((await clients.staff.post(bracketPath(event.id), { seeding: "random" })).status).toBe(
      201,
    );
    const start = await publicBracket(event.slug);
    expect(start).toMatchObject({ format: "single_elimination", best_of: 3, status: "running" });
    expect(start.matches.map((m) => m.label)).toEqual([
      ...Array(4).fill("Kvartfinale"),
      "Semifinale",
      "Semifinale",
      "Finale",
      "Finale om 3.-pladsen",
    ]);
    expect(start.standings).toEqual([]);
    const done = await playOut(event, betterSeed);
    const bracket = await publicBracket(event.slug);
    expect(bracket.status).toBe("finished");
    expect(done.status).toBe("finished");
    const seedOf = (id: string) => bracket.entries.find((e) => e.id === id)?.seed;
    expect(bracket.standings.map((s) => [seedOf(s.entry_id), s.rank, s.wins, s.losses])).toEqual([
      [1, 1, 3, 0],
      [2, 2, 2, 1],
      [3, 3, 2, 1],
      [4, 4, 1, 2],
      [5, 5, 0, 1],
      [6, 5, 0, 1],
      [7, 5, 0, 1],
      [8, 5, 0, 1],
    ]);
    const final = bracket.matches.find((m) => m.label === "Finale");
    expect(final).toMatchObject({ status: "completed", station: expect.any(String) });
    expect(
      final?.sides.map((side) => [seedOf(side.entry_id ?? ""), side.score, side.winner]),
    ).toEqual([
      [1, 2, true],
      [2, 1, false],
    ]);
    // The names are public only: no e-mail, no surname.
    expect(JSON.stringify(bracket)).not.toMatch(/@|Efternavn/);
    const entries = await audit(event.id);
    expect(entries.filter((e) => e.action === "match.update")).toHaveLength(16);
  });

  it("plays a 6-entry double elimination: every loser to the losers' side, to its standings", async () => {
    const { event } = await tournament(6, 6, { format: "double_elimination" });
    expect((await clients.staff.post(bracketPath(event.id), { seeding: "random" })).status).toBe(
      201,
    );
    const start = await publicBracket(event.slug);
    expect([...new Set(start.matches.map((m) => m.group))]).toEqual([
      "winners",
      "losers",
      "grand_final",
    ]);
    // The lower seed wins on the winners' side, the better one on the losers' side.
    const done = await playOut(event, (match, [one, two]) =>
      match.group === "winners" && match.round > 1
        ? (((one ?? 0) > (two ?? 0) ? 0 : 1) as 0 | 1)
        : betterSeed(match, [one ?? 0, two ?? 0]),
    );
    expect(done.status).toBe("finished");
    const bracket = await publicBracket(event.slug);
    const seedOf = (id: string | null) => bracket.entries.find((e) => e.id === id)?.seed;
    const losses = new Map(bracket.standings.map((s) => [seedOf(s.entry_id), s.losses]));
    const winner = bracket.standings[0];
    expect(winner?.rank).toBe(1);
    // Everyone but the winner (and the grand final's loser, whose first loss it is) lost twice.
    for (const standing of bracket.standings.slice(2)) {
      expect(losses.get(seedOf(standing.entry_id)), JSON.stringify(standing)).toBe(2);
    }
    expect(bracket.standings.map((s) => s.rank).slice(0, 4)).toEqual([1, 2, 3, 4]);
    const grandFinal = bracket.matches.find((m) => m.group === "grand_final");
    expect(grandFinal?.label).toBe("Grand final");
    expect(grandFinal?.sides.find((side) => side.winner)?.entry_id).toBe(winner?.entry_id);
  });

  it("20 saves of one match from one version at once: exactly one 200, the rest 409 stale", async () => {
    const { event } = await tournament(2);
    await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    const [final] = (await staffBracket(event.id)).matches as [Match];
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        clients.staff.patch(matchPath(event.id, final.id), {
          version: final.version,
          scores: n % 2 ? [n, 30] : [30, n],
        }),
      ),
    );
    const statuses = saves.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const answers = await Promise.all(saves.map((response) => response.json()));
    const won = answers.find((_, index) => saves[index]?.status === 200);
    for (const answer of answers.filter((a) => a !== won)) {
      expect(answer).toMatchObject({ error: "stale", match: { id: final.id, version: 2 } });
    }
    const stored = (await staffBracket(event.id)).matches[0];
    expect(stored?.sides.map((side) => side.score)).toEqual(won.sides.map((s: Side) => s.score));
    expect((await audit(event.id)).filter((e) => e.action === "match.update")).toHaveLength(1);
  });

  it("refuses what §12 refuses — not deciding, sides unknown, locked, stale, unknown — and changes nothing", async () => {
    const { event } = await tournament(4, 4, { best_of: 3 });
    await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    const bracket = await staffBracket(event.id);
    const [first, second] = bracket.matches as [Match, Match];
    const final = bracket.matches.find((m) => m.label === "Finale") as Match;
    const patch = (match: string, body: unknown) =>
      clients.staff.patch(matchPath(event.id, match), body);
    expect((await patch(first.id, { version: 1, scores: [2, 0] })).status).toBe(200);
    expect((await patch(second.id, { version: 1, forfeit: 1 })).status).toBe(200);
    const ready = (await staffBracket(event.id)).matches.find((m) => m.label === "Finale") as Match;
    expect((await patch(final.id, { version: ready.version, scores: [0, 2] })).status).toBe(200);

    const before = await checksum();
    const cases: [string, unknown, number, string | undefined][] = [
      [first.id, { version: 2, scores: [2, 2] }, 400, undefined],
      [first.id, { version: 2, scores: [3, 0] }, 400, undefined],
      [first.id, { version: 2, scores: [2, -1] }, 400, undefined],
      [first.id, { version: 2, scores: [2, 1.5] }, 400, undefined],
      [first.id, { version: 2 }, 400, undefined],
      [first.id, { version: 2, scores: [2, 1], reset: true }, 400, undefined],
      [first.id, { version: 2, status: "running" }, 400, undefined],
      [first.id, { version: 2, status: "running", station: "x".repeat(31) }, 400, undefined],
      [first.id, { scores: [2, 1] }, 400, undefined],
      [first.id, { version: 2, scores: [0, 2] }, 409, "locked"],
      [first.id, { version: 2, reset: true }, 409, "locked"],
      [first.id, { version: 2, forfeit: 0 }, 409, "locked"],
      [first.id, { version: 1, scores: [2, 1] }, 409, "stale"],
      [final.id, { version: ready.version + 1, status: "running", station: "1" }, 409, "completed"],
      [`${final.id}9`, { version: 1, reset: true }, 404, undefined],
      ["findes-ikke", { version: 1, reset: true }, 404, undefined],
    ];
    for (const [match, body, status, error] of cases) {
      const response = await patch(match, body);
      const label = JSON.stringify(body);
      expect(response.status, label).toBe(status);
      const answer = await response.json();
      if (error) expect(answer.error, label).toBe(error);
      if (status === 400) expect(answer.fieldErrors, label).toEqual(expect.any(Object));
    }
    const raw = await clients.staff.request(matchPath(event.id, first.id), {
      method: "PATCH",
      body: "{",
    });
    expect(raw.status).toBe(400);
    const other = await tournament(4);
    await clients.staff.post(bracketPath(other.event.id), { seeding: "random" });
    const waiting = (await staffBracket(other.event.id)).matches.find(
      (m) => m.label === "Finale",
    ) as Match;
    expect(
      (
        await clients.staff.patch(matchPath(other.event.id, waiting.id), {
          version: 1,
          scores: [2, 0],
        })
      ).status,
    ).toBe(409);
    // The other event's match is not this event's.
    expect((await patch(waiting.id, { version: 1, reset: true })).status).toBe(404);
    const afterOther = await checksum();
    expect(afterOther).not.toBe(before);
    await clients.staff.patch(matchPath(other.event.id, waiting.id), {
      version: 1,
      scores: [2, 0],
    });
    expect(await checksum()).toBe(afterOther);
  });

  it("the public JSON: only public events, kept until the bracket changes, then let go", async () => {
    const { event } = await tournament(2);
    const draft = await create({ status: "draft" });
    const path = `/api/events/${event.slug}/bracket`;
    expect((await fetchFresh(`${server().url}${path}`)).status).toBe(404);
    await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    const first = await keptCopy(`${server().url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
    );
    const etag = first.headers.get("etag");
    const json = (await first.json()) as Bracket;
    expect(Object.keys(json).sort()).toEqual([
      "best_of",
      "entries",
      "format",
      "matches",
      "standings",
      "status",
    ]);
    expect(Object.keys(json.matches[0] ?? {}).sort()).toEqual([
      "bye",
      "group",
      "id",
      "label",
      "round",
      "sides",
      "station",
      "status",
      "version",
    ]);
    const [final] = json.matches as [Match];
    await clients.staff.patch(matchPath(event.id, final.id), {
      version: final.version,
      status: "running",
      station: "Scenen",
    });
    const after = await keptCopy(`${server().url}${path}`);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as Bracket).matches[0]).toMatchObject({
      status: "running",
      station: "Scenen",
    });
    // A draft, the trash and unknown slugs: 404.
    const setStatus = async (status: string) => {
      const current = await (await clients.staff.get(`/api/admin/events/${event.id}`)).json();
      const { title, starts_at, ends_at, version } = current;
      const response = await clients.staff.put(`/api/admin/events/${event.id}`, {
        ...TOURNAMENT,
        title,
        starts_at,
        ends_at,
        version,
        status,
      });
      expect(response.status).toBe(200);
    };
    await setStatus("draft");
    for (const slug of [event.slug, draft.slug, "findes-ikke", "UGYLDIG_slug"]) {
      const response = await fetchFresh(`${server().url}/api/events/${slug}/bracket`);
      expect(response.status, slug).toBe(404);
    }
    await setStatus("scheduled");
    expect((await fetchFresh(`${server().url}${path}`)).status).toBe(200);
    // Its checked-in guests are told as it goes (an event with guests needs the message).
    await clients.staff.delete(`/api/admin/events/${event.id}`, {
      message: "Turneringen er aflyst.",
    });
    expect((await fetchFresh(`${server().url}${path}`)).status).toBe(404);
    // Writes here are refused.
    expect((await clients.visitor.post(path, {})).status).toBe(405);
    expect((await clients.visitor.post(path, {}, { origin: "https://evil.example" })).status).toBe(
      403,
    );
  });

  it("DELETE: 204, the results gone, the registrations kept; staff's log says each step", async () => {
    const { event, ids } = await tournament(3);
    await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    const before = await registrations(event.id);
    const deleted = await clients.staff.delete(bracketPath(event.id));
    expect(deleted.status).toBe(204);
    expect((await clients.staff.delete(bracketPath(event.id))).status).toBe(404);
    expect((await clients.staff.get(bracketPath(event.id))).status).toBe(404);
    expect(await registrations(event.id)).toEqual(before);
    expect((await clients.staff.post(bracketPath(event.id), { seeding: ids })).status).toBe(201);
    expect((await audit(event.id)).slice(0, 2).map((e) => [e.action, e.summary])).toEqual([
      ["bracket.create", `Startede "${event.title}" med 3 deltagere`],
      ["bracket.delete", `Nulstillede turneringen "${event.title}"`],
    ]);
  });

  it("anonymous 401 and a visitor without a role 403 on every new admin endpoint, nothing changed", async () => {
    const { event } = await tournament(2);
    await clients.staff.post(bracketPath(event.id), { seeding: "random" });
    const [final] = (await staffBracket(event.id)).matches as [Match];
    const member = await clients.visitor.signIn(addUser(database()));
    const calls = [
      { method: "GET", path: bracketPath(event.id) },
      { method: "POST", path: bracketPath(event.id), body: '{"seeding":"random"}' },
      { method: "DELETE", path: bracketPath(event.id) },
      { method: "PATCH", path: matchPath(event.id, final.id), body: '{"version":1,"reset":true}' },
      { method: "GET", path: matchPath(event.id, final.id) },
    ];
    const before = await databaseChecksum(database(), auditOf(["sign_in.success"]));
    for (const [client, status] of [
      [clients.visitor, 401],
      [member, 403],
    ] as const) {
      for (const call of calls) {
        const response = await client.request(call.path, { method: call.method, body: call.body });
        expect(response.status, `${status} ${call.method} ${call.path}`).toBe(status);
      }
    }
    expect(await databaseChecksum(database(), auditOf(["sign_in.success"]))).toBe(before);
  });
});
