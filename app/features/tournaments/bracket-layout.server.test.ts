import { describe, expect, it } from "vitest";
import type { TournamentFormat } from "#app/db/schema.ts";
import { publicBracket } from "./bracket-json.ts";
import { byGroup, columnsOf, namesOf, podiumOf, screenZones, sidesOf } from "./bracket-layout.ts";
import { type BracketDocument, findMatch } from "./document.ts";
import { changeMatch, createDocument } from "./engine.server.ts";

/**
 * How the pages lay a bracket out (docs/pages.md, "The tournament's bracket"), on brackets the
 * engine makes: rounds as columns by side, byes as `Fri`, the round shown first on a phone, the
 * podium, the big screen's zones.
 */

const bracketOf = (
  entries: number,
  format: TournamentFormat = "single_elimination",
  third = false,
) =>
  createDocument(
    Array.from({ length: entries }, (_, index) => ({
      registration_id: `r${index + 1}`,
      name: `S${index + 1}`,
    })),
    { format, best_of: 1, final_best_of: null, third_place: third },
    "k",
  );

/** Plays every match that is ready or running, the first side winning, until none is left. */
async function playOut(start: BracketDocument) {
  let doc = start;
  for (;;) {
    const ready = publicBracket(doc).matches.find(
      (m) => m.status === "ready" || m.status === "running",
    );
    const match = ready && findMatch(doc, ready.id);
    if (!match) return doc;
    doc = await changeMatch(doc, match, { scores: [2, 1] });
  }
}

describe("bracket layout", () => {
  it("single elimination of 6 with third place: rounds by name, the round at play marked, byes drawn Fri", async () => {
    const bracket = publicBracket(await bracketOf(6, "single_elimination", true));
    const columns = columnsOf(bracket);
    expect(columns.map((c) => c.label)).toEqual([
      "Kvartfinale",
      "Semifinale",
      "Finale",
      "Finale om 3.-pladsen",
    ]);
    expect(columns.filter((c) => c.current).map((c) => c.label)).toEqual(["Kvartfinale"]);
    expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length);
    const names = namesOf(bracket);
    const byes = columns[0]?.matches.filter((m) => m.bye) ?? [];
    expect(byes).toHaveLength(2);
    for (const bye of byes) {
      const sides = sidesOf(bye, names);
      expect(sides.map((s) => s.kind).toSorted()).toEqual(["bye", "entry"]);
      expect(sides.find((s) => s.kind === "entry")).toMatchObject({ winner: true });
    }
    const waiting = columns[2]?.matches[0];
    expect(waiting && sidesOf(waiting, names).map((s) => s.kind)).toEqual(["unknown", "unknown"]);
    expect(podiumOf(bracket)).toEqual([]);
  });

  it("double elimination groups its rounds: winners, losers, grand final", async () => {
    const groups = byGroup(columnsOf(publicBracket(await bracketOf(8, "double_elimination"))));
    expect(groups.map((g) => g.group)).toEqual(["winners", "losers", "grand_final"]);
  });

  it("the big screen: running by station, ready next, latest results without byes; the podium at the end", async () => {
    const start = await bracketOf(5);
    const first = publicBracket(start).matches.find((m) => m.status === "ready");
    const match = findMatch(start, first?.id ?? "");
    if (!match) throw new Error("no match is ready");
    const called = await changeMatch(start, match, { station: "PC 2" });
    const zones = screenZones(publicBracket(called));
    expect(zones.now.map((m) => m.station)).toEqual(["PC 2"]);
    expect(zones.next.every((m) => m.status === "ready")).toBe(true);
    expect(zones.latest).toEqual([]);

    const done = publicBracket(await playOut(called));
    expect(done.status).toBe("finished");
    expect(screenZones(done).latest[0]?.label).toBe("Finale");
    expect(screenZones(done).latest.some((m) => m.bye)).toBe(false);
    const podium = podiumOf(done);
    expect(podium.map((p) => p.rank)).toEqual([1, 2, 3, 3]);
    expect(
      columnsOf(done)
        .filter((c) => c.current)
        .map((c) => c.label),
    ).toEqual(["Finale"]);
  });
});
