import { describe, expect, it } from "vitest";
import type { TournamentFormat } from "#app/db/schema.ts";
import { refusalOf } from "#tests/support/tournaments.ts";
import { type PublicMatch, publicBracket, staffBracket } from "./bracket-json.ts";
import { type BracketDocument, findMatch, type MatchChange } from "./document.ts";
import { bracketSize, changeMatch, createDocument } from "./engine.server.ts";

/**
 * The bracket's rules as brackets-manager runs them for us (docs/api.md, "Tournaments"), without
 * a database: seeding and byes at every size from 2 to 64, the losers' side of a double
 * elimination, best of, a result a later match depends on.
 */

const seedOf = (entryId: string | null) => (entryId === null ? null : Number(entryId.slice(1)));

function bracketOf(
  entries: number,
  format: TournamentFormat = "single_elimination",
  settings: { best_of?: number; final_best_of?: number | null; third_place?: boolean } = {},
) {
  return createDocument(
    Array.from({ length: entries }, (_, index) => ({
      registration_id: `r${index + 1}`,
      name: `S${index + 1}`,
    })),
    { format, best_of: 1, final_best_of: null, third_place: false, ...settings },
    "k",
  );
}

const change = async (doc: BracketDocument, id: string, what: MatchChange) => {
  const match = findMatch(doc, id);
  if (!match) throw new Error(`no match ${id}`);
  return changeMatch(doc, match, what);
};

/** Games for a win of `winner` (0 or 1) in a best of 1. */
const win = (winner: 0 | 1): MatchChange => ({ scores: winner === 0 ? [2, 1] : [1, 2] });

type Played = {
  doc: BracketDocument;
  log: { match: PublicMatch; winner: number; loser: number }[];
};

/** Plays every match as it becomes ready, the side `pick` names winning, until none is left. */
async function playOut(
  start: BracketDocument,
  pick: (seeds: [number, number], match: PublicMatch) => 0 | 1,
): Promise<Played> {
  let doc = start;
  const log: Played["log"] = [];
  for (;;) {
    const match = publicBracket(doc).matches.find((candidate) => candidate.status === "ready");
    if (!match) return { doc, log };
    const seeds = match.sides.map((side) => seedOf(side.entry_id)) as [number, number];
    const winner = pick(seeds, match);
    doc = await change(doc, match.id, win(winner));
    log.push({ match, winner: seeds[winner], loser: seeds[1 - winner] as number });
  }
}

const betterSeedWins = ([one, two]: [number, number]) => (one < two ? 0 : 1);

/** A little pseudo-random generator, so a failing run can be repeated. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SIZES = Array.from({ length: 63 }, (_, index) => index + 2);

describe("seeding and byes", () => {
  it.each(["single_elimination", "double_elimination"] as const)(
    "%s, every size 2-64: seed s meets seed size+1-s in round 1, the byes go to the best seeds, 1 and 2 in opposite halves",
    async (format) => {
      for (const entries of SIZES) {
        const size = bracketSize(entries);
        const bracket = publicBracket(await bracketOf(entries, format));
        const first = bracket.matches.filter((m) => m.group === "winners" && m.round === 1);
        expect(first, `${entries}`).toHaveLength(size / 2);
        const byes: number[] = [];
        for (const match of first) {
          const seeds = match.sides.map((side) => seedOf(side.entry_id));
          const [best, other] = seeds.toSorted((a, b) => (a ?? 99) - (b ?? 99));
          expect(best, `${entries}: ${seeds}`).not.toBeNull();
          // The pair's seeds add up to size + 1; a seed past the entries is a bye.
          const opponent = size + 1 - (best as number);
          expect(other, `${entries}: ${seeds}`).toBe(opponent > entries ? null : opponent);
          expect(match.bye).toBe(opponent > entries);
          if (match.bye) {
            byes.push(best as number);
            expect(match.status).toBe("completed");
          }
        }
        expect(
          byes.toSorted((a, b) => a - b),
          `${entries}`,
        ).toEqual(Array.from({ length: size - entries }, (_, index) => index + 1));
        // Each half of round 1 feeds one side of the final: 1 and 2 can meet only there.
        const half = (seed: string) =>
          first.findIndex((m) => m.sides.some((side) => side.entry_id === seed)) < size / 4;
        if (entries > 2) expect(half("r1"), `${entries}`).not.toBe(half("r2"));
      }
    },
  );

  it("single elimination played out: with the better seed winning the final is 1 against 2, and 1 and 2 never meet before it whoever wins", async () => {
    const roll = random(36);
    for (const entries of [...SIZES.slice(0, 15), 31, 32, 33, 63, 64]) {
      const start = await bracketOf(entries);
      const favourites = await playOut(start, betterSeedWins);
      const final = favourites.log.at(-1);
      expect(final?.match.label, `${entries}`).toBe("Finale");
      expect([final?.winner, final?.loser], `${entries}`).toEqual([1, 2]);
      expect(publicBracket(favourites.doc).standings.slice(0, 2)).toMatchObject([
        { entry_id: "r1", rank: 1 },
        { entry_id: "r2", rank: 2 },
      ]);
      const upsets = await playOut(start, () => (roll() < 0.5 ? 0 : 1));
      for (const { match, winner, loser } of upsets.log) {
        if (winner + loser === 3 && winner * loser === 2) {
          expect(match.label, `${entries}`).toBe("Finale");
        }
      }
      expect(publicBracket(upsets.doc).status).toBe("finished");
    }
  });

  it("final ranks: 1, 2, then those out in the same round share one; a third-place match splits 3 and 4", async () => {
    const ranks = async (thirdPlace: boolean) => {
      const played = await playOut(
        await bracketOf(8, "single_elimination", { third_place: thirdPlace }),
        betterSeedWins,
      );
      return publicBracket(played.doc).standings.map((s) => [s.entry_id, s.rank, s.wins, s.losses]);
    };
    expect(await ranks(false)).toEqual([
      ["r1", 1, 3, 0],
      ["r2", 2, 2, 1],
      ["r3", 3, 1, 1],
      ["r4", 3, 1, 1],
      ["r5", 5, 0, 1],
      ["r6", 5, 0, 1],
      ["r7", 5, 0, 1],
      ["r8", 5, 0, 1],
    ]);
    expect((await ranks(true)).slice(2, 4)).toEqual([
      ["r3", 3, 2, 1],
      ["r4", 4, 1, 2],
    ]);
    expect(publicBracket(await bracketOf(8)).standings).toEqual([]);
  });

  it("a bracket's public JSON: entries by seed, the rounds' Danish names, byes as such", async () => {
    const bracket = publicBracket(await bracketOf(6, "single_elimination", { third_place: true }));
    expect(bracket).toMatchObject({ format: "single_elimination", best_of: 1, status: "running" });
    expect(bracket.entries.slice(0, 2)).toEqual([
      { id: "r1", name: "S1", seed: 1 },
      { id: "r2", name: "S2", seed: 2 },
    ]);
    expect([...new Set(bracket.matches.map((m) => `${m.group} ${m.round} ${m.label}`))]).toEqual([
      "winners 1 Kvartfinale",
      "winners 2 Semifinale",
      "winners 3 Finale",
      "third_place 1 Finale om 3.-pladsen",
    ]);
    const [byeOne] = bracket.matches;
    expect(byeOne).toEqual({
      id: "k-0",
      version: 1,
      group: "winners",
      round: 1,
      label: "Kvartfinale",
      status: "completed",
      station: null,
      sides: [
        { entry_id: "r1", score: null, winner: true },
        { entry_id: null, score: null, winner: false },
      ],
      bye: true,
    });
    const semifinal = bracket.matches.find((m) => m.label === "Semifinale");
    expect(semifinal).toMatchObject({
      status: "waiting",
      sides: [{ entry_id: "r1" }, { entry_id: null }],
    });
    const sixteen = publicBracket(await bracketOf(16));
    expect([...new Set(sixteen.matches.map((m) => m.label))]).toEqual([
      "Runde 1",
      "Kvartfinale",
      "Semifinale",
      "Finale",
    ]);
  });
});

describe("double elimination", () => {
  it("moves each loser of the winners' side to the losers' side; the second loss ends a run", async () => {
    const roll = random(7);
    for (const entries of [2, 3, 5, 6, 8, 11, 16, 27, 32]) {
      let doc = await bracketOf(entries, "double_elimination");
      const losses = new Map<number, number>();
      for (;;) {
        const bracket = publicBracket(doc);
        const match = bracket.matches.find((candidate) => candidate.status === "ready");
        if (!match) break;
        const winner: 0 | 1 = roll() < 0.5 ? 0 : 1;
        doc = await change(doc, match.id, win(winner));
        const loser = match.sides[1 - winner]?.entry_id as string;
        losses.set(seedOf(loser) as number, (losses.get(seedOf(loser) as number) ?? 0) + 1);
        const after = publicBracket(doc);
        if (match.group === "winners" && entries > 2) {
          const losersSide = after.matches.filter((m) => m.group === "losers");
          expect(
            losersSide.some((m) => m.sides.some((side) => side.entry_id === loser)),
            `${entries}: ${match.label}`,
          ).toBe(true);
        }
        if (match.group === "losers") {
          // Out: no match left for them.
          expect(
            after.matches.some(
              (m) => m.status !== "completed" && m.sides.some((side) => side.entry_id === loser),
            ),
          ).toBe(false);
        }
      }
      const bracket = publicBracket(doc);
      expect(bracket.status, `${entries}`).toBe("finished");
      const [first, ...others] = bracket.standings;
      expect(first?.rank).toBe(1);
      expect(first?.losses).toBeLessThanOrEqual(1);
      for (const standing of others) {
        expect(standing.losses, `${entries}: ${JSON.stringify(standing)}`).toBeGreaterThanOrEqual(
          entries > 2 && standing.rank > 2 ? 2 : 1,
        );
      }
      expect(bracket.standings.map((s) => s.rank).slice(0, 4)).toEqual(
        entries >= 4 ? [1, 2, 3, 4] : bracket.standings.map((s) => s.rank).slice(0, 4),
      );
    }
  });

  it("names the sides and rounds, and the grand final is 1 against 2 when the better seed wins", async () => {
    const played = await playOut(await bracketOf(6, "double_elimination"), betterSeedWins);
    const labels = [...new Set(publicBracket(played.doc).matches.map((m) => m.label))];
    expect(labels).toEqual([
      "Vinderside, kvartfinale",
      "Vinderside, semifinale",
      "Vinderside, finale",
      "Taberside, runde 1",
      "Taberside, runde 2",
      "Taberside, runde 3",
      "Taberside, finale",
      "Grand final",
    ]);
    const final = played.log.at(-1);
    expect([final?.match.group, final?.winner, final?.loser]).toEqual(["grand_final", 1, 2]);
    expect(publicBracket(played.doc).standings.map((s) => [s.entry_id, s.rank])).toEqual([
      ["r1", 1],
      ["r2", 2],
      ["r3", 3],
      ["r4", 4],
      ["r5", 5],
      ["r6", 5],
    ]);
  });
});

describe("best of", () => {
  const ready = (doc: BracketDocument) =>
    publicBracket(doc).matches.find((m) => m.status === "ready") as PublicMatch;

  it("best of 1: any two different whole numbers; a draw does not decide", async () => {
    const doc = await bracketOf(2);
    const final = ready(doc);
    expect(await refusalOf(change(doc, final.id, { scores: [7, 7] }))).toBe("invalid");
    const played = await change(doc, final.id, { scores: [13, 9] });
    expect(publicBracket(played).matches[0]?.sides).toEqual([
      { entry_id: "r1", score: 13, winner: true },
      { entry_id: "r2", score: 9, winner: false },
    ]);
  });

  it.each([
    [
      3,
      [
        [2, 0],
        [2, 1],
        [0, 2],
        [1, 2],
      ],
      [
        [1, 0],
        [3, 0],
        [3, 1],
        [2, 2],
        [0, 0],
      ],
    ],
    [
      5,
      [
        [3, 0],
        [3, 2],
        [1, 3],
      ],
      [
        [2, 1],
        [4, 0],
        [3, 3],
        [2, 2],
      ],
    ],
  ])("best of %i: the winner has exactly more than half the games", async (bestOf, good, bad) => {
    const doc = await bracketOf(2, "single_elimination", { best_of: bestOf });
    const { id } = ready(doc);
    for (const scores of bad as [number, number][]) {
      expect(await refusalOf(change(doc, id, { scores })), `${scores}`).toBe("invalid");
    }
    for (const scores of good as [number, number][]) {
      expect(await refusalOf(change(doc, id, { scores })), `${scores}`).toBe("accepted");
    }
  });

  it("the final's best of holds for the final (and a grand final) only", async () => {
    const doc = await bracketOf(4, "single_elimination", {
      best_of: 1,
      final_best_of: 5,
      third_place: true,
    });
    const [one, two] = publicBracket(doc).matches.filter((m) => m.status === "ready");
    let next = await change(doc, one?.id as string, { scores: [16, 4] });
    next = await change(next, two?.id as string, { scores: [1, 0] });
    const final = publicBracket(next).matches.find((m) => m.label === "Finale") as PublicMatch;
    const third = publicBracket(next).matches.find((m) => m.group === "third_place");
    expect(await refusalOf(change(next, final.id, { scores: [1, 0] }))).toBe("invalid");
    expect(await refusalOf(change(next, final.id, { scores: [3, 1] }))).toBe("accepted");
    expect(await refusalOf(change(next, third?.id as string, { scores: [1, 0] }))).toBe("accepted");

    const double = await bracketOf(4, "double_elimination", { best_of: 3, final_best_of: 5 });
    let de = double;
    for (;;) {
      const match = publicBracket(de).matches.find((m) => m.status === "ready");
      if (!match) break;
      const bestOf = match.group === "grand_final" ? 5 : 3;
      expect(await refusalOf(change(de, match.id, { scores: [2, 1] }))).toBe(
        bestOf === 3 ? "accepted" : "invalid",
      );
      de = await change(de, match.id, { scores: bestOf === 3 ? [2, 1] : [3, 2] });
    }
    expect(publicBracket(de).status).toBe("finished");
  });
});

describe("a result a later match depends on", () => {
  it("can change while the next match has none; once it has one, changing or removing it is locked", async () => {
    let doc = await bracketOf(4);
    const [first, second] = publicBracket(doc).matches.filter((m) => m.status === "ready");
    doc = await change(doc, first?.id as string, win(0));
    doc = await change(doc, second?.id as string, win(0));
    const finalOf = (d: BracketDocument) =>
      publicBracket(d).matches.find((m) => m.label === "Finale") as PublicMatch;
    expect(finalOf(doc).sides.map((s) => s.entry_id)).toEqual(["r1", "r2"]);
    // Changed before the final is played: the other side goes on instead.
    const versionBefore = finalOf(doc).version;
    doc = await change(doc, first?.id as string, win(1));
    expect(finalOf(doc).sides.map((s) => s.entry_id)).toEqual(["r4", "r2"]);
    expect(finalOf(doc).version).toBe(versionBefore + 1);
    doc = await change(doc, finalOf(doc).id, win(0));
    for (const what of [win(0), win(1), { forfeit: 0 }, { reset: true }] as MatchChange[]) {
      expect(await refusalOf(change(doc, first?.id as string, what)), JSON.stringify(what)).toBe(
        "locked",
      );
    }
    // Once the final's result is removed, the semifinal may change again.
    doc = await change(doc, finalOf(doc).id, { reset: true });
    expect(finalOf(doc).status).toBe("ready");
    expect(await refusalOf(change(doc, first?.id as string, { reset: true }))).toBe("accepted");
  });

  it("a double elimination result whose loser went on through a bye is locked once that match is played", async () => {
    let doc = await bracketOf(6, "double_elimination");
    const play = async (one: string, two: string, winner: 0 | 1) => {
      const match = publicBracket(doc).matches.find(
        (m) => m.sides.map((side) => side.entry_id).join() === `${one},${two}`,
      ) as PublicMatch;
      doc = await change(doc, match.id, win(winner));
      return match;
    };
    // 5 loses to 4 and goes on through the losers' side's bye, to meet 3 (who lost to 2).
    const fourFive = await play("r4", "r5", 0);
    await play("r3", "r6", 0);
    await play("r2", "r3", 0);
    const beforeLosers = doc;
    await play("r3", "r5", 1);
    // 4's next match (against 1) has no result, but 5's has: 4-5 stands.
    expect(await refusalOf(change(doc, fourFive.id, win(1)))).toBe("locked");
    expect(await refusalOf(change(doc, fourFive.id, { scores: [2, 0] }))).toBe("locked");
    expect(await refusalOf(change(doc, fourFive.id, { reset: true }))).toBe("locked");
    // Before that match was played, 4-5 could still change: 4 goes to the losers' side instead.
    const changed = await change(beforeLosers, fourFive.id, win(1));
    const losers = publicBracket(changed).matches.filter((m) => m.label === "Taberside, runde 2");
    expect(losers[0]?.sides.map((side) => side.entry_id)).toEqual(["r3", "r4"]);
  });

  it("the staff's bracket marks a result locked exactly when the engine refuses to remove it, at every step of a night", async () => {
    for (const [entries, format] of [
      [8, "double_elimination"],
      [6, "double_elimination"],
      [7, "single_elimination"],
    ] as const) {
      let doc = await bracketOf(entries, format);
      let step = 0;
      for (;;) {
        for (const match of staffBracket(doc).matches.filter((m) => m.status === "completed")) {
          const refusal = await refusalOf(change(doc, match.id, { reset: true }));
          expect(match.locked, `${format} ${entries}, step ${step}, ${match.label}`).toBe(
            refusal === "locked",
          );
        }
        const ready = publicBracket(doc).matches.find((m) => m.status === "ready");
        if (!ready) break;
        // The better seed wins most matches, not all: results go to both sides of the tree.
        doc = await change(doc, ready.id, win(step % 3 === 2 ? 1 : 0));
        step++;
      }
      expect(staffBracket(doc).matches.some((m) => m.locked)).toBe(true);
    }
  });

  it("a match whose sides are not both known is refused; a decided one cannot be called", async () => {
    const doc = await bracketOf(4);
    const final = publicBracket(doc).matches.find((m) => m.label === "Finale") as PublicMatch;
    for (const what of [win(0), { forfeit: 1 }, { station: "3" }] as MatchChange[]) {
      expect(await refusalOf(change(doc, final.id, what))).toBe("waiting");
    }
    const bye = publicBracket(await bracketOf(3)).matches[0] as PublicMatch;
    expect(bye.bye).toBe(true);
    expect(await refusalOf(change(await bracketOf(3), bye.id, win(0)))).toBe("waiting");
    const [semifinal] = publicBracket(doc).matches;
    const played = await change(doc, semifinal?.id as string, { forfeit: 1 });
    expect(publicBracket(played).matches[0]?.sides).toEqual([
      { entry_id: "r1", score: null, winner: true },
      { entry_id: "r4", score: null, winner: false },
    ]);
    expect(await refusalOf(change(played, semifinal?.id as string, { station: "2" }))).toBe(
      "completed",
    );
  });

  it("a call makes the match running at its station; a reset makes it ready again", async () => {
    const doc = await bracketOf(2);
    const [final] = publicBracket(doc).matches;
    const called = await change(doc, final?.id as string, { station: "PC 7" });
    expect(publicBracket(called).matches[0]).toMatchObject({
      status: "running",
      station: "PC 7",
      version: 2,
    });
    const reset = await change(called, final?.id as string, { reset: true });
    expect(publicBracket(reset).matches[0]).toMatchObject({
      status: "ready",
      station: null,
      version: 3,
    });
  });
});

describe("round robin standings", () => {
  /** Plays each pairing with the games `result` gives (the lower seed's first). */
  async function roundRobin(entries: number, result: (a: number, b: number) => [number, number]) {
    let doc = await bracketOf(entries, "round_robin", { best_of: 3 });
    for (const match of publicBracket(doc).matches) {
      const [a, b] = match.sides.map((side) => seedOf(side.entry_id) as number) as [number, number];
      const games = a < b ? result(a, b) : (result(b, a).toReversed() as [number, number]);
      doc = await change(doc, match.id, { scores: games });
    }
    return publicBracket(doc);
  }

  it("holds a table at every moment, from the start", async () => {
    const fresh = publicBracket(await bracketOf(4, "round_robin"));
    expect(fresh.matches.every((m) => m.group === "round_robin")).toBe(true);
    expect(fresh.matches.map((m) => m.label)).toContain("Runde 3");
    expect(fresh.standings).toEqual(
      [1, 2, 3, 4].map((seed) => ({ entry_id: `r${seed}`, rank: 1, wins: 0, losses: 0 })),
    );
  });

  it("orders by wins, then game difference, then the match between those still level", async () => {
    // 1 beats everyone; 2, 3 and 4 each win one; 3 has the best game difference of them; 2 and 4
    // are level on difference too, and 4 beat 2.
    const games: Record<string, [number, number]> = {
      "1-2": [2, 0],
      "1-3": [2, 1],
      "1-4": [2, 1],
      "2-3": [2, 1],
      "2-4": [1, 2],
      "3-4": [2, 0],
    };
    const bracket = await roundRobin(4, (a, b) => games[`${a}-${b}`] as [number, number]);
    expect(bracket.status).toBe("finished");
    expect(bracket.standings).toEqual([
      { entry_id: "r1", rank: 1, wins: 3, losses: 0 },
      { entry_id: "r3", rank: 2, wins: 1, losses: 2 },
      { entry_id: "r4", rank: 3, wins: 1, losses: 2 },
      { entry_id: "r2", rank: 4, wins: 1, losses: 2 },
    ]);
  });

  it("three level all round (each beat one of the others) share their rank", async () => {
    const bracket = await roundRobin(3, (a, b) => (a === 1 && b === 3 ? [0, 2] : [2, 0]));
    expect(bracket.standings.map((s) => [s.entry_id, s.rank, s.wins])).toEqual([
      ["r1", 1, 1],
      ["r2", 1, 1],
      ["r3", 1, 1],
    ]);
  });

  it("a result may change at any time: nothing follows from it", async () => {
    let doc = await bracketOf(3, "round_robin");
    const [first] = publicBracket(doc).matches;
    doc = await change(doc, first?.id as string, win(0));
    doc = await change(doc, first?.id as string, { forfeit: 0 });
    const winner = publicBracket(doc).matches[0]?.sides.find((side) => side.winner);
    expect(winner?.entry_id).toBe(first?.sides[1]?.entry_id);
    doc = await change(doc, first?.id as string, { reset: true });
    expect(publicBracket(doc).matches[0]?.status).toBe("ready");
  });
});
