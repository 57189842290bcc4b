import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditEntries } from "#app/platform/audit.server.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { postForm } from "#tests/support/forms.ts";
import { STACK_TRACE } from "#tests/support/fuzz.ts";
import { useServerOn, useStaffAndVisitor } from "#tests/support/server.ts";
import { type NightMatch, tournamentNight } from "#tests/support/tournaments.ts";

/**
 * The staff's tournament night on `/admin/begivenheder` without JavaScript (docs/admin.md, "The
 * tournament night"), on SQLite and PostgreSQL: the seeding's order moved by `Flyt op`/`Flyt ned`
 * (a GET of the page, nothing stored), `Start turnering`, `Kald`, `Gem resultat`, `Giv op`,
 * `Nulstil resultat` and `Nulstil turnering` posted as a browser posts them, each through the
 * API's own functions and in the audit log; a refusal (too few checked in, a result that does
 * not decide, a stale version) said in Danish with nothing changed.
 */

type Side = { entry_id: string | null; score: number | null; winner: boolean };
type Bracket = {
  entries: { id: string; name: string; seed: number }[];
  matches: (Omit<NightMatch, "sides"> & {
    label: string;
    station: string | null;
    sides: Side[];
    locked: boolean;
  })[];
};

const toastOf = (response: Response) =>
  decodeURIComponent(response.headers.get("set-cookie") ?? "");

describe.each(testDatabases())("the tournament night's form posts on $name", (kind) => {
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);
  const night = tournamentNight(() => clients);

  const page = (id: string) => `/admin/begivenheder?tilmeldinger=${id}`;
  const post = (id: string, fields: Record<string, string>, cookie = clients.staff.cookie) =>
    postForm(server().url, page(id), fields, { cookie });
  const bracketOf = async (id: string) => {
    const response = await clients.staff.get(`/api/admin/events/${id}/bracket`);
    return response.status === 200 ? ((await response.json()) as Bracket) : null;
  };
  const html = async (path: string) => (await clients.staff.get(path)).text();
  /** The seeds in the start form's list (the page's other forms carry its address too). */
  const seedsIn = (text: string) =>
    [
      ...text
        .slice(text.indexOf('id="seeding-seed"'))
        .matchAll(/name="seed\.(\d+)" value="([^"]+)"/g),
    ].map((found) => found[2]);

  it("a result a later match holds stands: said on the page instead of a `Nulstil resultat` that would be refused", async () => {
    const event = await night.tournament(4);
    await night.start(event);
    while (await night.playNext(event));
    const ended = await bracketOf(event.id);
    // Both semifinals fed the final; the final's result can still go.
    expect(ended?.matches.map((m) => [m.label, m.locked])).toEqual([
      ["Semifinale", true],
      ["Semifinale", true],
      ["Finale", false],
    ]);
    const endedPage = await html(page(event.id));
    expect(endedPage.match(/Resultatet står fast/g)).toHaveLength(2);
    expect(endedPage.match(/value="nulstil-resultat"/g)).toHaveLength(1);
  });

  it("starts in the order staff set, calls, saves, forfeits and resets, each audited", async () => {
    const event = await night.tournament(4);
    const before = await html(page(event.id));
    expect(before).toContain("Start turnering");
    const arrival = seedsIn(before);
    expect(arrival).toHaveLength(4);
    const [a, b, c, d] = arrival as [string, string, string, string];

    // `Flyt op` on the fourth, as the browser asks for it: the page again, the fourth first.
    const moved = new URLSearchParams({
      tilmeldinger: event.id,
      seedning: "tilfaeldig",
      "seed.#": "4",
      "seed.0": a,
      "seed.1": b,
      "seed.2": c,
      "seed.3": d,
      intent: "move:seed:3:0",
    });
    const movedPage = await html(`/admin/begivenheder?${moved}`);
    expect(seedsIn(movedPage)).toEqual([d, a, b, c]);
    // Moving chose the order set: its radio is the checked one.
    expect(movedPage.match(/<input[^>]*value="raekkefoelge"[^>]*>/)?.[0]).toContain("checked");
    expect(await bracketOf(event.id)).toBeNull();

    const started = await post(event.id, {
      intent: "start-turnering",
      seedning: "raekkefoelge",
      "seed.#": "4",
      "seed.0": d,
      "seed.1": a,
      "seed.2": b,
      "seed.3": c,
    });
    expect([started.status, started.headers.get("location")]).toEqual([
      303,
      `${page(event.id)}#turnering`,
    ]);
    expect(toastOf(started)).toContain("Turneringen er startet");
    const bracket = await bracketOf(event.id);
    expect(bracket?.entries.toSorted((x, y) => x.seed - y.seed).map((entry) => entry.id)).toEqual([
      d,
      a,
      b,
      c,
    ]);

    // The matches on the page, ready first; `Start turnering` is gone.
    const running = await html(page(event.id));
    expect(running).not.toContain("Start turnering");
    expect(running).toContain("Gem resultat");
    expect(running).toContain(`/begivenheder/${event.slug}/storskaerm`);
    const [first, second] = (bracket?.matches ?? []).filter((m) => m.status === "ready");
    if (!first || !second) throw new Error("two matches should be ready");
    const matchFields = (
      match: Pick<NightMatch, "id" | "version">,
      intent: string,
      more: Record<string, string> = {},
    ) => ({
      intent,
      kamp: match.id,
      version: String(match.version),
      ...more,
    });

    const called = await post(event.id, matchFields(first, "kald", { station: "PC 4" }));
    expect(toastOf(called)).toContain("er kaldt til PC 4");
    const afterCall = (await bracketOf(event.id))?.matches.find((m) => m.id === first.id);
    expect([afterCall?.status, afterCall?.station]).toEqual(["running", "PC 4"]);
    if (!afterCall) throw new Error("the called match is gone");

    // A result that does not decide (a draw in best of 1): said, nothing changed.
    const unchanged = await databaseChecksum(database());
    const draw = await post(
      event.id,
      matchFields(afterCall, "resultat", { "score.0": "1", "score.1": "1" }),
    );
    expect(draw.status).toBe(303);
    expect(toastOf(draw)).toContain("Fejl");
    const empty = await post(event.id, matchFields(afterCall, "resultat", { "score.0": "" }));
    expect(toastOf(empty)).toContain("Skriv to hele tal");
    expect(await databaseChecksum(database())).toBe(unchanged);

    const saved = await post(
      event.id,
      matchFields(afterCall, "resultat", { "score.0": "13", "score.1": "9" }),
    );
    expect(toastOf(saved)).toContain("Resultat gemt");
    const played = (await bracketOf(event.id))?.matches.find((m) => m.id === first.id);
    expect(played?.status).toBe("completed");
    expect(played?.sides.map((side) => [side.score, side.winner])).toEqual([
      [13, true],
      [9, false],
    ]);

    // A stale version (the form from before the save): the Danish message, nothing changed.
    const stale = await databaseChecksum(database());
    const late = await post(
      event.id,
      matchFields(afterCall, "resultat", { "score.0": "5", "score.1": "13" }),
    );
    expect([late.status, late.headers.get("location")]).toEqual([
      303,
      `${page(event.id)}#turnering`,
    ]);
    expect(toastOf(late)).toContain("Kampen er ændret af en anden");
    expect(await databaseChecksum(database())).toBe(stale);

    const gaveUp = await post(event.id, matchFields(second, "giv-op", { side: "1" }));
    expect(toastOf(gaveUp)).toContain("gav op");
    const forfeited = (await bracketOf(event.id))?.matches.find((m) => m.id === second.id);
    expect(forfeited?.status).toBe("completed");
    expect(forfeited?.sides.map((side) => side.winner)).toEqual([true, false]);
    if (!forfeited) throw new Error("the forfeited match is gone");

    const reset = await post(event.id, matchFields(forfeited, "nulstil-resultat"));
    expect(toastOf(reset)).toContain("Resultat nulstillet");
    expect((await bracketOf(event.id))?.matches.find((m) => m.id === second.id)?.status).toBe(
      "ready",
    );

    // A visitor's post is turned away at the guard, nothing changed.
    const guarded = await databaseChecksum(database());
    const visitor = await post(event.id, matchFields(second, "giv-op", { side: "0" }), "");
    expect(visitor.status).toBe(302);
    expect(await databaseChecksum(database())).toBe(guarded);

    // `Nulstil turnering` asks on the page first, then the answer posted does it.
    const asking = `${page(event.id)}&nulstil-turnering=${event.id}`;
    const question = await html(asking);
    expect(question).toContain('id="bekraeft"');
    expect(question).toContain("Turneringstræet og alle resultater bliver slettet.");
    const gone = await postForm(
      server().url,
      asking,
      { intent: "nulstil-turnering", id: event.id },
      { cookie: clients.staff.cookie },
    );
    expect([gone.status, gone.headers.get("location")]).toEqual([
      303,
      `${page(event.id)}#turnering`,
    ]);
    expect(toastOf(gone)).toContain("Turneringen er nulstillet");
    expect(await bracketOf(event.id)).toBeNull();
    expect(await html(page(event.id))).toContain("Start turnering");

    const actions = await withDatabase(database(), async (db) =>
      (await auditEntries(db, { limit: 50 })).entries
        .filter((entry) => entry.target_id === event.id)
        .map((entry) => [entry.action, entry.actor_email]),
    );
    const staff = clients.staffUser.email;
    expect(actions.filter(([action]) => action !== "registration.update")).toEqual([
      ["bracket.delete", staff],
      ["match.update", staff],
      ["match.update", staff],
      ["match.update", staff],
      ["match.update", staff],
      ["bracket.create", staff],
      ["event.create", staff],
    ]);
  });

  it("refuses a start with fewer than two checked in, in Danish, and changes nothing", async () => {
    const event = await night.tournament(1);
    expect(await html(page(event.id))).toContain("Der skal være mindst 2 tjekket ind");
    const before = await databaseChecksum(database());
    const refused = await post(event.id, { intent: "start-turnering", seedning: "tilfaeldig" });
    expect([refused.status, refused.headers.get("location")]).toEqual([
      303,
      `${page(event.id)}#turnering`,
    ]);
    expect(toastOf(refused)).toContain("Der skal være mindst 2 tjekket ind; der er 1");
    expect(await databaseChecksum(database())).toBe(before);
    expect(await bracketOf(event.id)).toBeNull();
  });

  it("odd posts of every button: never a 500, a refusal changes nothing, another site is refused", async () => {
    const event = await night.tournament(4);
    await night.start(event);
    const bracket = await bracketOf(event.id);
    const ready = bracket?.matches.find((m) => m.status === "ready");
    if (!ready) throw new Error("a match should be ready");
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("0", "1", "2", "13", "-1"));
    const bodies = fc.record(
      {
        intent: fc.constantFrom(
          "start-turnering",
          "kald",
          "resultat",
          "giv-op",
          "nulstil-resultat",
        ),
        kamp: fc.oneof(fc.constant(ready.id), fc.string({ maxLength: 20 })),
        version: fc.oneof(fc.constant(String(ready.version)), text),
        "score.0": text,
        "score.1": text,
        station: text,
        side: text,
        seedning: fc.oneof(fc.constantFrom("tilfaeldig", "raekkefoelge"), text),
        "seed.#": text,
        "seed.0": text,
      },
      { requiredKeys: ["intent"] },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const label = JSON.stringify(body);
        const before = await databaseChecksum(database());
        const answer = await post(event.id, body);
        const said = toastOf(answer);
        expect(answer.status, label).toBe(303);
        expect(await answer.text(), label).not.toMatch(STACK_TRACE);
        if (said.includes("Fejl")) expect(await databaseChecksum(database()), label).toBe(before);
        // Whatever was saved, the bracket is still whole: a reset puts the match back.
        const now = (await bracketOf(event.id))?.matches.find((m) => m.id === ready.id);
        if (now && now.status !== "ready") {
          const back = await post(event.id, {
            intent: "nulstil-resultat",
            kamp: now.id,
            version: String(now.version),
          });
          expect(back.status).toBe(303);
        }
        ready.version =
          (await bracketOf(event.id))?.matches.find((m) => m.id === ready.id)?.version ?? 0;
      }),
      { numRuns: 40 },
    );

    // A post from another site is refused before anything is read.
    const before = await databaseChecksum(database());
    const foreign = await fetch(`${server().url}${page(event.id)}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: clients.staff.cookie,
        origin: "https://ond.example",
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
      body: new URLSearchParams({ intent: "nulstil-turnering", id: event.id }).toString(),
    });
    expect(foreign.status).toBe(403);
    expect(await databaseChecksum(database())).toBe(before);
    expect(await bracketOf(event.id)).not.toBeNull();
  });
});
