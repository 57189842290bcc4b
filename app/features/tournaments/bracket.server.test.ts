import { describe, expect, it } from "vitest";
import { createEvent } from "#app/features/events/events.server.ts";
import { setCheckedIn, signUp } from "#app/features/events/registrations.server.ts";
import { eventInput } from "#app/features/events/schema.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { refusalOf } from "#tests/support/tournaments.ts";
import { changeMatchByStaff, deleteBracket, startBracket } from "./bracket.server.ts";
import type { StaffMatch } from "./bracket-json.ts";
import { playerView, readPublicBracket, readStaffBracket } from "./queries.server.ts";
import { answerReport, reportResult } from "./reports.server.ts";

/**
 * The bracket on the database (docs/api.md, "Tournaments"), on SQLite and PostgreSQL: who enters,
 * the seeding list, the players' reports through their registration, and that a refused change
 * leaves the stored bracket and the log as they were.
 */

const NOW = new Date("2026-12-01T12:00:00Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const STAFF = "staff@example.dk";

describe.each(testDatabases())("a bracket on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;
  let made = 0;

  /** A solo tournament with `players` signed up (full names, e-mails), the first `arrived` checked in. */
  async function tournament(players: string[], arrived = players.length, fields = {}) {
    made += 1;
    const event = await createEvent(
      db(),
      eventInput.parse({
        title: `Turnering ${made}`,
        kind: "tournament",
        starts_at: at(24),
        ends_at: at(30),
        status: "scheduled",
        ...fields,
      }),
      NOW,
    );
    const ids: string[] = [];
    for (const [index, name] of players.entries()) {
      const signed = await signUp(
        db(),
        event.slug,
        {
          name,
          email: `spiller${made}-${index}@example.dk`,
          team_name: null,
          gamertag: index === 0 ? "Frostbite" : null,
        },
        NOW,
      );
      if (signed.kind !== "registered") throw new Error(signed.kind);
      ids.push(signed.registration.id);
      if (index < arrived) await setCheckedIn(db(), event.id, signed.registration.id, true, NOW);
    }
    return { event, ids };
  }

  const stored = async (eventId: string) =>
    db().selectFrom("brackets").selectAll().where("event_id", "=", eventId).executeTakeFirst();
  const log = async () => (await auditEntries(db(), { limit: 500 })).entries;

  it("enters the checked-in confirmed registrations, named publicly, seeded as staff list them", async () => {
    const players = ["Mads Jensen", "Åse Østergaard", "Kim Larsen", "Bo Holm"];
    const { event, ids } = await tournament(players, 3);
    const seeding = [ids[2], ids[0], ids[1]] as string[];
    const bracket = await startBracket(db(), STAFF, event.id, { seeding }, NOW);
    expect(bracket.entries).toEqual([
      { id: ids[2], name: "Kim", seed: 1 },
      { id: ids[0], name: "Frostbite", seed: 2 },
      { id: ids[1], name: "Åse", seed: 3 },
    ]);
    const json = JSON.stringify(await readPublicBracket(db(), event.slug));
    for (const secret of ["@", "Jensen", "Østergaard", "Larsen", "Bo"]) {
      expect(json).not.toContain(secret);
    }
    expect(await readStaffBracket(db(), event.id)).toEqual(bracket);
    const [entry] = await log();
    expect(entry).toMatchObject({
      actor_email: STAFF,
      action: "bracket.create",
      target_type: "event",
      target_id: event.id,
      summary: `Startede "${event.title}" med 3 deltagere`,
    });
  });

  it("refuses fewer than two entries, a second bracket, a list that is not exactly the entries, and a LAN night", async () => {
    const one = await tournament(["Mads Jensen", "Kim Larsen"], 1);
    expect(await refusalOf(startBracket(db(), STAFF, one.event.id, { seeding: "random" }))).toBe(
      "invalid",
    );
    const { event, ids } = await tournament(["A a", "B b", "C c"]);
    const [a, b, c] = ids as [string, string, string];
    for (const seeding of [
      [a, b],
      [a, b, c, c],
      [a, b, "ukendt"],
      [a, b, c, one.ids[0] as string],
    ]) {
      expect(await refusalOf(startBracket(db(), STAFF, event.id, { seeding })), `${seeding}`).toBe(
        "invalid",
      );
    }
    expect(await refusalOf(startBracket(db(), STAFF, "ukendt", { seeding: "random" }))).toBe(
      "not-found",
    );
    const lan = await tournament(["A a", "B b"], 2, { kind: "lan" });
    expect(await refusalOf(startBracket(db(), STAFF, lan.event.id, { seeding: "random" }))).toBe(
      "not-tournament",
    );
    const entriesBefore = (await log()).length;
    await startBracket(db(), STAFF, event.id, { seeding: [c, b, a] });
    const row = await stored(event.id);
    expect(await refusalOf(startBracket(db(), STAFF, event.id, { seeding: "random" }))).toBe(
      "exists",
    );
    expect(await stored(event.id)).toEqual(row);
    expect((await log()).length).toBe(entriesBefore + 1);
  });

  it("players report through their registration; the opponent confirms, and it counts", async () => {
    const { event, ids } = await tournament(["Mads Jensen", "Kim Larsen"], 2, { best_of: 3 });
    const [mads, kim] = ids as [string, string];
    await startBracket(db(), STAFF, event.id, { seeding: [mads, kim] });
    const view = await playerView(db(), kim);
    const final = view?.next as StaffMatch;
    expect(final).toMatchObject({ label: "Finale", status: "ready", report: null, best_of: 3 });
    expect((await playerView(db(), mads))?.next?.id).toBe(final.id);

    // Kim won 2-1 (own games first), as Kim sees it; a result that does not decide is refused.
    expect(await refusalOf(reportResult(db(), kim, final.id, { version: 1, scores: [2, 2] }))).toBe(
      "invalid",
    );
    const reported = await reportResult(db(), kim, final.id, { version: 1, scores: [2, 1] });
    expect(reported).toMatchObject({
      status: "ready",
      version: 2,
      report: { side: 1, scores: [1, 2] },
      disputed: false,
    });
    // Only the opponent answers, from the version they saw.
    expect(await refusalOf(answerReport(db(), kim, final.id, { version: 2, confirm: true }))).toBe(
      "not-reported",
    );
    expect(await refusalOf(answerReport(db(), mads, final.id, { version: 1, confirm: true }))).toBe(
      "stale",
    );
    const confirmed = await answerReport(db(), mads, final.id, { version: 2, confirm: true });
    expect(confirmed).toMatchObject({
      status: "completed",
      report: null,
      sides: [
        { entry_id: mads, score: 1, winner: false },
        { entry_id: kim, score: 2, winner: true },
      ],
    });
    const bracket = await readPublicBracket(db(), event.slug);
    expect(bracket?.status).toBe("finished");
    expect(bracket?.standings.map((s) => [s.entry_id, s.rank])).toEqual([
      [kim, 1],
      [mads, 2],
    ]);
    const reports = (await log()).filter((e) => e.action === "match.report");
    expect(reports.map((e) => [e.actor_email, e.summary])).toEqual([
      [null, `Frostbite bekræftede resultatet Frostbite–Kim 1-2 i "${event.title}", Finale`],
      [null, `Kim rapporterede 2-1 mod Frostbite i "${event.title}", Finale`],
    ]);
    expect(await playerView(db(), kim)).toMatchObject({ next: null });
  });

  it("a rejected report, or two that differ, is a dispute for staff; what staff enter wins", async () => {
    const { event, ids } = await tournament(["Mads Jensen", "Kim Larsen", "Li Wu"], 3);
    const [mads, kim, li] = ids as [string, string, string];
    await startBracket(db(), STAFF, event.id, { seeding: [mads, kim, li] });
    const semifinal = (await playerView(db(), kim))?.next as StaffMatch;
    expect(semifinal.sides.map((side) => side.entry_id)).toEqual([kim, li]);
    // Not Mads' match (he has a bye): not found for him.
    expect(
      await refusalOf(reportResult(db(), mads, semifinal.id, { version: 1, scores: [1, 0] })),
    ).toBe("not-found");

    await reportResult(db(), kim, semifinal.id, { version: 1, scores: [1, 0] });
    const rejected = await answerReport(db(), li, semifinal.id, { version: 2, confirm: false });
    expect(rejected).toMatchObject({ disputed: true, report: { side: 0 }, version: 3 });
    const differs = await reportResult(db(), li, semifinal.id, { version: 3, scores: [1, 0] });
    expect(differs).toMatchObject({ disputed: true, report: { side: 1, scores: [0, 1] } });

    const decided = await changeMatchByStaff(db(), STAFF, event.id, semifinal.id, {
      version: 4,
      change: { scores: [16, 14] },
    });
    expect(decided).toMatchObject({ status: "completed", report: null, disputed: false });
    // A report after staff decided is refused: what staff enter wins.
    expect(
      await refusalOf(reportResult(db(), li, semifinal.id, { version: 5, scores: [1, 0] })),
    ).toBe("completed");
    const summaries = (await log()).map((e) => e.summary);
    expect(summaries).toContain(`Resultat 16-14 for Kim–Li ${`i "${event.title}", Semifinale`}`);
    expect(summaries.join("\n")).not.toContain("@");
  });

  it("a refused change leaves the bracket, its versions and the log as they were", async () => {
    const { event, ids } = await tournament(["A a", "B b", "C c", "D d"]);
    await startBracket(db(), STAFF, event.id, { seeding: ids });
    const bracket = await readStaffBracket(db(), event.id);
    const [first] = bracket?.matches ?? [];
    const final = bracket?.matches.find((m) => m.label === "Finale") as StaffMatch;
    const before = { row: await stored(event.id), log: (await log()).length };
    const refused = [
      changeMatchByStaff(db(), STAFF, event.id, first?.id ?? "", {
        version: 2,
        change: { scores: [1, 0] },
      }),
      changeMatchByStaff(db(), STAFF, event.id, first?.id ?? "", {
        version: 1,
        change: { scores: [1, 1] },
      }),
      changeMatchByStaff(db(), STAFF, event.id, final.id, { version: 1, change: { station: "1" } }),
      changeMatchByStaff(db(), STAFF, event.id, "ukendt-3", {
        version: 1,
        change: { reset: true },
      }),
      changeMatchByStaff(db(), STAFF, "ukendt", first?.id ?? "", {
        version: 1,
        change: { reset: true },
      }),
      reportResult(db(), ids[0] as string, final.id, { version: 1, scores: [1, 0] }),
      answerReport(db(), ids[0] as string, first?.id ?? "", { version: 1, confirm: true }),
    ];
    expect(await Promise.all(refused.map(refusalOf))).toEqual([
      "stale",
      "invalid",
      "waiting",
      "not-found",
      "not-found",
      // The final's sides are not known: nobody's match yet.
      "not-found",
      "not-reported",
    ]);
    expect({ row: await stored(event.id), log: (await log()).length }).toEqual(before);
  });

  it("DELETE takes the bracket and its results; the registrations stay and a new one can start", async () => {
    const { event, ids } = await tournament(["A a", "B b"]);
    await startBracket(db(), STAFF, event.id, { seeding: "random" });
    await deleteBracket(db(), STAFF, event.id);
    expect(await stored(event.id)).toBeUndefined();
    expect(await readPublicBracket(db(), event.slug)).toBeUndefined();
    expect(await refusalOf(deleteBracket(db(), STAFF, event.id))).toBe("not-found");
    const again = await startBracket(db(), STAFF, event.id, { seeding: ids });
    expect(again.entries.map((entry) => entry.id)).toEqual(ids);
    expect((await log()).slice(0, 2).map((e) => [e.action, e.summary])).toEqual([
      ["bracket.create", `Startede "${event.title}" med 2 deltagere`],
      ["bracket.delete", `Nulstillede turneringen "${event.title}"`],
    ]);
  });
});
