import type { Match, ParticipantResult } from "brackets-model";
import type { Lang } from "#app/content/language.ts";
import type { TournamentFormat } from "#app/db/schema.ts";
import { bestOfMatch } from "./best-of.ts";
import {
  type BracketDocument,
  entriesOf,
  extrasOf,
  isBye,
  isLocked,
  type MatchStatus,
  matchId,
  playedFormat,
  type Report,
  statusOf,
} from "./document.ts";
import { groupOf, type MatchGroup, roundLabel } from "./labels.ts";
import { type Standing, standingsOf } from "./standings.ts";

/**
 * A stored bracket as the API and the pages show it (docs/api.md, "Tournaments"): the public
 * JSON of `GET /api/events/SLUG/bracket`, which names entries only by their public names, and
 * the staff's, which adds each match's best of and a player's report. Pure: the pages draw a
 * bracket from these.
 */

type Side = { entry_id: string | null; score: number | null; winner: boolean };

export type PublicMatch = {
  id: string;
  version: number;
  group: MatchGroup;
  /** 1, 2, … within its group. */
  round: number;
  label: string;
  status: MatchStatus;
  station: string | null;
  sides: [Side, Side];
  bye: boolean;
};

export type PublicBracket = {
  format: TournamentFormat;
  best_of: number;
  status: "running" | "finished";
  entries: { id: string; name: string; seed: number }[];
  matches: PublicMatch[];
  standings: Standing[];
};

/** A match as staff see it: what holds for its result, and what a player reported. */
export type StaffMatch = PublicMatch & {
  best_of: number;
  report: Report | null;
  disputed: boolean;
  /** Its result can no longer change or go: a later match of one of its sides has one. */
  locked: boolean;
};

export type StaffBracket = Omit<PublicBracket, "matches"> & {
  final_best_of: number | null;
  third_place: boolean;
  matches: StaffMatch[];
};

function sideOf(doc: BracketDocument, side: ParticipantResult | null, completed: boolean): Side {
  const entry = doc.storage.participant.find((candidate) => candidate.id === side?.id) as
    | { registration_id: string }
    | undefined;
  return {
    entry_id: entry?.registration_id ?? null,
    score: side?.score ?? null,
    winner: completed && entry !== undefined && side?.result === "win",
  };
}

function matchOf(doc: BracketDocument, match: Match): PublicMatch {
  const group = doc.storage.group.find((candidate) => candidate.id === match.group_id);
  const rounds = doc.storage.round.filter((round) => round.group_id === match.group_id);
  const round = rounds.find((candidate) => candidate.id === match.round_id)?.number ?? 1;
  const format = playedFormat(doc);
  const kind = groupOf(format, group?.number ?? 1);
  const status = statusOf(doc, match);
  const completed = status === "completed";
  const extras = extrasOf(doc, match);
  return {
    id: matchId(doc, match),
    version: extras.version,
    group: kind,
    round,
    label: roundLabel(format, kind, round, rounds.length),
    status,
    station: extras.station,
    sides: [sideOf(doc, match.opponent1, completed), sideOf(doc, match.opponent2, completed)],
    bye: isBye(match),
  };
}

/** The manager keeps matches group by group, round by round: the order the pages draw. */
const inPlayOrder = (doc: BracketDocument) =>
  doc.storage.match.toSorted(
    (a, b) =>
      Number(a.group_id) - Number(b.group_id) ||
      Number(a.round_id) - Number(b.round_id) ||
      a.number - b.number,
  );

export function publicBracket(doc: BracketDocument): PublicBracket {
  const matches = inPlayOrder(doc).map((match) => matchOf(doc, match));
  return {
    format: doc.settings.format,
    best_of: doc.settings.best_of,
    status: matches.every((match) => match.status === "completed") ? "finished" : "running",
    entries: entriesOf(doc).map((entry) => ({
      id: entry.registration_id,
      name: entry.name,
      seed: entry.seed,
    })),
    matches,
    standings: standingsOf(doc),
  };
}

export function staffMatch(doc: BracketDocument, match: Match): StaffMatch {
  const { report, disputed } = extrasOf(doc, match);
  return {
    ...matchOf(doc, match),
    best_of: bestOfMatch(doc, match),
    report,
    disputed,
    locked: isLocked(doc, match),
  };
}

export function staffBracket(doc: BracketDocument): StaffBracket {
  const { matches: _public, ...bracket } = publicBracket(doc);
  return {
    ...bracket,
    final_best_of: doc.settings.final_best_of,
    third_place: doc.settings.third_place,
    matches: inPlayOrder(doc).map((match) => staffMatch(doc, match)),
  };
}

/**
 * An entry's next match to play (`/tilmelding/TOKEN`): the first in play order that holds it and
 * is not decided; null when it has none left.
 */
export function nextMatchFor<M extends PublicMatch>(
  bracket: { matches: M[] },
  entryId: string,
): M | null {
  return (
    bracket.matches.find(
      (match) =>
        match.status !== "completed" && match.sides.some((side) => side.entry_id === entryId),
    ) ?? null
  );
}

/**
 * The bracket with its rounds named in `lang` (docs/pages.md#english): the JSON's `label` is
 * Danish; an English page names them again from each match's group and round.
 */
export function bracketIn<B extends { format: PublicBracket["format"]; matches: PublicMatch[] }>(
  bracket: B,
  lang: Lang,
): B {
  if (lang === "da") return bracket;
  const { format, matches } = bracket;
  // A double elimination of two entries is played as a single one (document.ts' playedFormat).
  const played =
    format === "double_elimination" && matches.every((match) => match.group === "winners")
      ? "single_elimination"
      : format;
  const rounds = new Map<MatchGroup, number>();
  for (const { group, round } of matches)
    rounds.set(group, Math.max(rounds.get(group) ?? 0, round));
  return {
    ...bracket,
    matches: matches.map((match) => ({
      ...match,
      label: roundLabel(played, match.group, match.round, rounds.get(match.group) ?? 1, lang),
    })),
  };
}
