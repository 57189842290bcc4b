import { isDeepStrictEqual } from "node:util";
import { BracketsManager } from "brackets-manager";
import { InMemoryDatabase } from "brackets-memory-db";
import type { Database, Match } from "brackets-model";
import { bestOfMatch, notDeciding } from "./best-of.ts";
import {
  type BracketDocument,
  type BracketSettings,
  bothKnown,
  extrasOf,
  isDecided,
  type MatchChange,
  type MatchExtras,
  statusOf,
} from "./document.ts";
import { BracketRefusal } from "./refusal.ts";

/**
 * The bracket's rules, run by brackets-manager (docs/decisions/038-tournament-brackets.md) on a
 * copy of the stored document in memory: each step takes a document and answers the next one, or
 * throws a `BracketRefusal` and the stored one stays as it was.
 *
 * Elimination brackets are drawn on the next power of two with the places left over as byes, in
 * the manager's `inner_outer` order: seed 1 meets the lowest seed, 1 and 2 meet only in the final,
 * and the byes fall to the best seeds. A double elimination ends in one grand final (the manager's
 * `simple`): its reset match would stand ready even when the winners' side won.
 */

/** The one tournament of a document (the manager can hold many). */
const TOURNAMENT = 0;

export const bracketSize = (entries: number) => 2 ** Math.ceil(Math.log2(entries));

/** An entry to seed: who it is and its public name, best seed first. */
export type Seeded = { registration_id: string; name: string };

function managerOf(storage: Database) {
  const memory = new InMemoryDatabase();
  memory.setData(structuredClone(storage));
  return { memory, manager: new BracketsManager(memory) };
}

const freshExtras = (): MatchExtras => ({
  version: 1,
  station: null,
  report: null,
  disputed: false,
});

/** A new bracket for `entries` (two or more, best seed first). */
export async function createDocument(
  entries: Seeded[],
  settings: BracketSettings,
  key: string,
): Promise<BracketDocument> {
  const { manager } = managerOf({
    participant: [],
    stage: [],
    group: [],
    round: [],
    match: [],
    match_game: [],
  });
  const seeding = entries.map((entry, index) => ({ ...entry, seed: index + 1 }));
  const stage = { tournamentId: TOURNAMENT, name: "Turnering" };
  if (settings.format === "round_robin") {
    await manager.create.stage({
      ...stage,
      type: "round_robin",
      seeding,
      settings: { groupCount: 1, size: seeding.length },
    });
  } else {
    const size = bracketSize(seeding.length);
    await manager.create.stage({
      ...stage,
      type: settings.format,
      seeding: [...seeding, ...Array<null>(size - seeding.length).fill(null)],
      settings: {
        size,
        seedOrdering: ["inner_outer"],
        grandFinal: "simple",
        // A third-place match needs two semifinals.
        consolationFinal:
          settings.format === "single_elimination" && settings.third_place && size >= 4,
      },
    });
  }
  const storage = await manager.export();
  const extras = Object.fromEntries(storage.match.map((match) => [match.id, freshExtras()]));
  return { key, settings, storage, extras, ranks: null };
}

/**
 * `change` applied to `match`: the winner (and in double elimination the loser) moves on at once.
 * Refused: a side not known yet (`waiting`), a result that does not decide the match (`invalid`),
 * a call of a decided match (`completed`), changing or removing a result after a match it fed has
 * one (`locked`).
 */
export async function changeMatch(
  doc: BracketDocument,
  match: Match,
  change: MatchChange,
): Promise<BracketDocument> {
  if ("reset" in change) {
    const next = isDecided(match) ? await withoutResult(doc, match) : structuredClone(doc);
    next.extras[match.id] = {
      ...extrasOf(doc, match),
      station: null,
      report: null,
      disputed: false,
    };
    return settled(doc, next, match);
  }
  if (!bothKnown(match)) throw new BracketRefusal("waiting");
  if ("station" in change) {
    if (isDecided(match)) throw new BracketRefusal("completed");
    const next = structuredClone(doc);
    next.extras[match.id] = { ...extrasOf(doc, match), station: change.station };
    return settled(doc, next, match);
  }
  if ("scores" in change) {
    const wrong = notDeciding(bestOfMatch(doc, match), change.scores);
    if (wrong) throw new BracketRefusal("invalid", { scores: wrong });
  }
  const cleared = isDecided(match) ? await withoutResult(doc, match) : structuredClone(doc);
  const { manager } = managerOf(cleared.storage);
  await manager.update.match(resultOf(match, change));
  const next = { ...cleared, storage: await manager.export() };
  // A result ends any report or dispute: what staff enter wins.
  next.extras[match.id] = { ...extrasOf(doc, match), report: null, disputed: false };
  return settled(doc, next, match);
}

function resultOf(match: Match, change: { scores: [number, number] } | { forfeit: 0 | 1 }) {
  if ("forfeit" in change) {
    return change.forfeit === 0
      ? { id: match.id, opponent1: { forfeit: true } }
      : { id: match.id, opponent2: { forfeit: true } };
  }
  const [one, two] = change.scores;
  return {
    id: match.id,
    opponent1: { score: one, ...(one > two ? { result: "win" as const } : {}) },
    opponent2: { score: two, ...(two > one ? { result: "win" as const } : {}) },
  };
}

/**
 * The document with `match`'s result removed, and with it everything the result moved on. In an
 * elimination bracket the manager takes the winner and the loser back out of the matches they
 * went to (through byes too); if one of those has a result of its own, the result is `locked`.
 */
async function withoutResult(doc: BracketDocument, match: Match): Promise<BracketDocument> {
  const { memory, manager } = managerOf(doc.storage);
  const cleared: Match = {
    ...match,
    status: 2,
    opponent1: match.opponent1 && { id: match.opponent1.id, position: match.opponent1.position },
    opponent2: match.opponent2 && { id: match.opponent2.id, position: match.opponent2.position },
  };
  if (doc.settings.format === "round_robin") {
    // Nothing follows from a round-robin match: its result simply goes.
    await memory.update("match", Number(match.id), cleared);
  } else {
    // The scores go first, so the manager sets the match back to ready, not running.
    await memory.update("match", Number(match.id), {
      ...match,
      opponent1: match.opponent1 && { ...match.opponent1, score: undefined },
      opponent2: match.opponent2 && { ...match.opponent2, score: undefined },
    });
    try {
      await manager.reset.matchResults(match.id);
    } catch (error) {
      if (error instanceof Error && /locked/i.test(error.message)) {
        throw new BracketRefusal("locked");
      }
      throw error;
    }
  }
  const storage = await manager.export();
  const fedDecided = doc.storage.match.some((before) => {
    if (before.id === match.id || !isDecided(before)) return false;
    const after = storage.match.find((candidate) => candidate.id === before.id);
    return !after || !isDeepStrictEqual(outcomeOf(before), outcomeOf(after));
  });
  if (fedDecided) throw new BracketRefusal("locked");
  return { ...structuredClone(doc), storage };
}

/** Who plays a match and how it went, without the manager's status and positions. */
const outcomeOf = (match: Match) =>
  [match.opponent1, match.opponent2].map(
    (side) =>
      side && { id: side.id, score: side.score, result: side.result, forfeit: side.forfeit },
  );

/**
 * After a change: every match whose sides or result changed gets a new version, a match whose
 * sides changed loses its call and any report, and an elimination bracket that has ended gets
 * its final ranks.
 */
async function settled(
  before: BracketDocument,
  next: BracketDocument,
  touched: Match,
): Promise<BracketDocument> {
  for (const match of next.storage.match) {
    const was = before.storage.match.find((candidate) => candidate.id === match.id);
    const extras = extrasOf(next, match);
    const moved = !was || !isDeepStrictEqual(outcomeOf(was), outcomeOf(match));
    if (match.id === touched.id || moved) {
      const sidesMoved =
        match.id !== touched.id &&
        (!was ||
          !isDeepStrictEqual(
            outcomeOf(was).map((side) => side?.id),
            idsOf(match),
          ));
      next.extras[match.id] = {
        ...extras,
        version: extrasOf(before, match).version + 1,
        ...(sidesMoved ? { station: null, report: null, disputed: false } : {}),
      };
    }
  }
  next.ranks = await finalRanks(next);
  return next;
}

const idsOf = (match: Match) => [match.opponent1?.id, match.opponent2?.id];

/** Every match decided, or passed by a bye: the tournament is over. */
const isFinished = (doc: BracketDocument) =>
  doc.storage.match.every((match) => statusOf(doc, match) === "completed");

async function finalRanks(doc: BracketDocument): Promise<Record<string, number> | null> {
  if (doc.settings.format === "round_robin" || !isFinished(doc)) return null;
  const [only, ...others] = doc.storage.match;
  if (only && others.length === 0) {
    // Two entries, one match: the manager ranks a double elimination only with a losers' side.
    const winner = only.opponent1?.result === "win" ? only.opponent1 : only.opponent2;
    const loser = winner === only.opponent1 ? only.opponent2 : only.opponent1;
    return { [String(winner?.id)]: 1, [String(loser?.id)]: 2 };
  }
  const { manager } = managerOf(doc.storage);
  const stage = doc.storage.stage[0];
  if (!stage) return null;
  const standings = (await manager.get.finalStandings(stage.id)).filter(
    (item) => item !== undefined,
  );
  // The manager counts places densely (1, 2, 3, 3, 4); ours count those ahead (1, 2, 3, 3, 5).
  return Object.fromEntries(
    standings.map((item) => [
      item.id,
      1 + standings.filter((other) => other.rank < item.rank).length,
    ]),
  );
}
