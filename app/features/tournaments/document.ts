import type { Database, Match, ParticipantResult } from "brackets-model";
import type { TournamentFormat } from "#app/db/schema.ts";

/**
 * A bracket as it is stored: one JSON document per event (docs/decisions/038-tournament-brackets.md),
 * brackets-manager's own tables beside what the manager does not know: per match its version, the
 * station it is called to and a player's report. No database and no manager here, so the pages
 * may read a bracket with this and `bracket-json.ts` alone.
 */

/** How the tournament is played, fixed when it starts (a later edit of the event moves nothing). */
export type BracketSettings = {
  format: TournamentFormat;
  best_of: number;
  final_best_of: number | null;
  third_place: boolean;
};

/** A player's result, waiting for the opponent's `Bekræft`: games in the match's side order. */
export type Report = { side: 0 | 1; scores: [number, number]; at: string };

/** Ours, beside each of the manager's matches. */
export type MatchExtras = {
  /** Raised whenever what the match shows changes: a save from an older one is stale. */
  version: number;
  /** Called to this station (`Kald`); the match is running. */
  station: string | null;
  report: Report | null;
  /** The opponent rejected the report, or both reported differently: staff decide. */
  disputed: boolean;
};

/** What staff do to a match (the PATCH's change), or a player's confirmed report. */
export type MatchChange =
  | { scores: [number, number] }
  | { forfeit: 0 | 1 }
  | { station: string }
  | { reset: true };

/** An entry as the manager stores it, with who it is: the registration and its seed. */
export type StoredEntry = {
  id: number;
  tournament_id: number;
  /** The public name, fixed at the start: the 30-day erasure keeps it. */
  name: string;
  registration_id: string;
  seed: number;
};

export type BracketDocument = {
  /** A new key for each bracket made: a match id of a bracket since reset is not found. */
  key: string;
  settings: BracketSettings;
  /** brackets-manager's storage (brackets-model's `Database`). */
  storage: Database;
  /** By the manager's match id. */
  extras: Record<string, MatchExtras>;
  /** Elimination: the final rank of each entry (by the manager's participant id) once finished. */
  ranks: Record<string, number> | null;
};

/**
 * The format the bracket is played as: a double elimination of two entries is one match, the
 * final, as in single elimination (the manager makes no losers' side for it).
 */
export function playedFormat(doc: BracketDocument): TournamentFormat {
  const { format } = doc.settings;
  return format === "double_elimination" && doc.storage.group.length === 1
    ? "single_elimination"
    : format;
}

/** A match's two sides as stored: `null` is a bye; a side whose `id` is null is not known yet. */
function sidesOf(match: Match): [ParticipantResult | null, ParticipantResult | null] {
  return [match.opponent1, match.opponent2];
}

/** One side is a bye (or both: a losers' side match that nobody reaches). */
export function isBye(match: Match): boolean {
  return match.opponent1 === null || match.opponent2 === null;
}

/** Both sides are entries that are known: the only matches that are played. */
export function bothKnown(match: Match): boolean {
  const [one, two] = sidesOf(match);
  return one !== null && two !== null && one.id !== null && two.id !== null;
}

/** A played match with a winner (by scores or a forfeit). */
export function isDecided(match: Match): boolean {
  return bothKnown(match) && sidesOf(match).some((side) => side?.result === "win");
}

/**
 * A result that can no longer change (the engine refuses it as `locked`): a later match holding
 * one of its sides has a result of its own. In elimination every later match of an entry follows
 * from this one (group by group, round by round: the winners' side, the losers', the grand
 * final); in round robin nothing follows from a result.
 */
export function isLocked(doc: BracketDocument, match: Match): boolean {
  if (doc.settings.format === "round_robin" || !isDecided(match)) return false;
  const entries = sidesOf(match).map((side) => side?.id);
  const later = (other: Match) =>
    Number(other.group_id) - Number(match.group_id) ||
    Number(other.round_id) - Number(match.round_id);
  return doc.storage.match.some(
    (other) =>
      later(other) > 0 &&
      isDecided(other) &&
      sidesOf(other).some((side) => entries.includes(side?.id)),
  );
}

/** The public match id: the bracket's key and the manager's id. */
export const matchId = (doc: BracketDocument, match: Match) => `${doc.key}-${match.id}`;

/** The manager's match for a public id, if it belongs to this bracket. */
export function findMatch(doc: BracketDocument, id: string): Match | undefined {
  const [key, number] = id.split("-");
  if (key !== doc.key || !/^\d{1,6}$/.test(number ?? "")) return undefined;
  return doc.storage.match.find((match) => match.id === Number(number));
}

export const extrasOf = (doc: BracketDocument, match: Match): MatchExtras =>
  doc.extras[String(match.id)] ?? { version: 1, station: null, report: null, disputed: false };

export function entriesOf(doc: BracketDocument): StoredEntry[] {
  return (doc.storage.participant as StoredEntry[]).toSorted((a, b) => a.seed - b.seed);
}

export type MatchStatus = "waiting" | "ready" | "running" | "completed";

/**
 * `waiting`: a side is not known yet; `ready`: both are; `running`: called to a station;
 * `completed`: decided, by a result, a forfeit or a bye.
 */
export function statusOf(doc: BracketDocument, match: Match): MatchStatus {
  if (isBye(match)) {
    const other = match.opponent1 ?? match.opponent2;
    return other && other.id === null ? "waiting" : "completed";
  }
  if (isDecided(match)) return "completed";
  if (!bothKnown(match)) return "waiting";
  return extrasOf(doc, match).station === null ? "ready" : "running";
}
