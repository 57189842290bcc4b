import type { Match } from "brackets-model";
import { type BracketDocument, entriesOf, isDecided, type StoredEntry } from "./document.ts";

/**
 * The standings (docs/api.md, "Tournaments"). Round robin: a table at every moment, ordered by
 * wins, then game difference, then the matches between those still level (a tie of more than
 * two counts the wins among them); entries level after that share a rank. Elimination: the final
 * ranks once the tournament is over (the manager's, kept in the document), and none before.
 * Wins and losses count played matches and forfeits, never a bye.
 */

export type Standing = { entry_id: string; rank: number; wins: number; losses: number };

type Tally = { entry: StoredEntry; wins: number; losses: number; difference: number };

const winnerOf = (match: Match) =>
  match.opponent1?.result === "win" ? match.opponent1.id : match.opponent2?.id;
const loserOf = (match: Match) =>
  match.opponent1?.result === "win" ? match.opponent2?.id : match.opponent1?.id;

function tallies(doc: BracketDocument, decided: Match[]): Tally[] {
  const byId = new Map<number, Tally>(
    entriesOf(doc).map((entry) => [entry.id, { entry, wins: 0, losses: 0, difference: 0 }]),
  );
  for (const match of decided) {
    const one = match.opponent1;
    const two = match.opponent2;
    const winner = byId.get(Number(winnerOf(match)));
    const loser = byId.get(Number(loserOf(match)));
    if (winner) winner.wins += 1;
    if (loser) loser.losses += 1;
    const games = (one?.score ?? 0) - (two?.score ?? 0);
    const first = byId.get(Number(one?.id));
    const second = byId.get(Number(two?.id));
    if (first) first.difference += games;
    if (second) second.difference -= games;
  }
  return [...byId.values()];
}

/** Wins among `level` in the matches they played against each other. */
function headToHead(level: Tally[], decided: Match[]): Map<number, number> {
  const ids = new Set(level.map((tally) => tally.entry.id));
  const wins = new Map(level.map((tally) => [tally.entry.id, 0]));
  for (const match of decided) {
    const one = Number(match.opponent1?.id);
    const two = Number(match.opponent2?.id);
    if (!ids.has(one) || !ids.has(two)) continue;
    const winner = Number(winnerOf(match));
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return wins;
}

function roundRobin(doc: BracketDocument): Standing[] {
  const decided = doc.storage.match.filter(isDecided);
  const all = tallies(doc, decided);
  const key = (tally: Tally) => `${tally.wins}:${tally.difference}`;
  const levels = new Map<string, Tally[]>();
  for (const tally of all) levels.set(key(tally), [...(levels.get(key(tally)) ?? []), tally]);
  const between = new Map<number, number>();
  for (const level of levels.values()) {
    for (const [id, wins] of headToHead(level, decided)) between.set(id, wins);
  }
  const order = (a: Tally, b: Tally) =>
    b.wins - a.wins ||
    b.difference - a.difference ||
    (between.get(b.entry.id) ?? 0) - (between.get(a.entry.id) ?? 0);
  const sorted = all.toSorted((a, b) => order(a, b) || a.entry.seed - b.entry.seed);
  return sorted.map((tally) => ({
    entry_id: tally.entry.registration_id,
    rank: 1 + sorted.filter((other) => order(other, tally) < 0).length,
    wins: tally.wins,
    losses: tally.losses,
  }));
}

export function standingsOf(doc: BracketDocument): Standing[] {
  if (doc.settings.format === "round_robin") return roundRobin(doc);
  const ranks = doc.ranks;
  if (!ranks) return [];
  const all = tallies(doc, doc.storage.match.filter(isDecided));
  const rankOf = (tally: Tally) => ranks[String(tally.entry.id)] ?? all.length;
  return all
    .toSorted((a, b) => rankOf(a) - rankOf(b) || a.entry.seed - b.entry.seed)
    .map((tally) => ({
      entry_id: tally.entry.registration_id,
      rank: rankOf(tally),
      wins: tally.wins,
      losses: tally.losses,
    }));
}
