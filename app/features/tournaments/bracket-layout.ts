import type { PublicBracket, PublicMatch } from "./bracket-json.ts";
import type { MatchGroup } from "./labels.ts";

/**
 * How the pages lay a public bracket out (docs/pages.md, "The tournament's bracket"): its matches
 * as columns of rounds grouped by side, each side of a match as a line to draw, the podium, and
 * the big screen's three zones. Pure: the event page and the big screen draw from these.
 */

/** One round of one group: a column of the tree, a tab of the phone's control. */
export type Column = {
  /** The anchor the phone's control links to: unique on the page. */
  id: string;
  group: MatchGroup;
  round: number;
  label: string;
  matches: PublicMatch[];
  /** The round the bracket is at: the first with a match not decided (or the last). */
  current: boolean;
};

/** A side as drawn: an entry's public name, a bye (`Fri`) or not known yet. */
export type SideView =
  | { kind: "entry"; name: string; score: number | null; winner: boolean }
  | { kind: "bye" }
  | { kind: "unknown" };

/** Groups in the order they are drawn. */
const GROUP_ORDER: MatchGroup[] = [
  "winners",
  "round_robin",
  "losers",
  "grand_final",
  "third_place",
];

export function columnsOf(bracket: PublicBracket): Column[] {
  const columns: Column[] = [];
  for (const group of GROUP_ORDER) {
    const matches = bracket.matches.filter((match) => match.group === group);
    const rounds = [...new Set(matches.map((match) => match.round))].toSorted((a, b) => a - b);
    for (const round of rounds) {
      const inRound = matches.filter((match) => match.round === round);
      columns.push({
        id: `runde-${group.replace("_", "-")}-${round}`,
        group,
        round,
        label: inRound[0]?.label ?? `Runde ${round}`,
        matches: inRound,
        current: false,
      });
    }
  }
  const open = columns.find((column) => column.matches.some((m) => m.status !== "completed"));
  const current = open ?? columns.at(-1);
  return columns.map((column) => ({ ...column, current: column === current }));
}

/** Columns of one group: one tree (or list) on a wide screen. */
export function byGroup(columns: Column[]): { group: MatchGroup; columns: Column[] }[] {
  const groups: { group: MatchGroup; columns: Column[] }[] = [];
  for (const column of columns) {
    const last = groups.at(-1);
    if (last?.group === column.group) last.columns.push(column);
    else groups.push({ group: column.group, columns: [column] });
  }
  return groups;
}

/** Each entry's public name by its id. */
export function namesOf(bracket: PublicBracket): Map<string, string> {
  return new Map(bracket.entries.map((entry) => [entry.id, entry.name]));
}

/**
 * The two sides as drawn. In a bye the entry that is there goes on (drawn as the winner) and the
 * empty place is `Fri`; the JSON does not say which place of a bye nobody holds while the other is
 * still open, so the second is drawn `Fri` then.
 */
export function sidesOf(match: PublicMatch, names: Map<string, string>): [SideView, SideView] {
  const known = match.sides.map((side) => side.entry_id !== null);
  const byeAt = match.bye ? (known[1] ? 0 : 1) : -1;
  const view = (index: 0 | 1): SideView => {
    const side = match.sides[index];
    if (side.entry_id !== null) {
      return {
        kind: "entry",
        name: names.get(side.entry_id) ?? "",
        score: side.score,
        winner: side.winner || (match.bye && match.status === "completed"),
      };
    }
    if (
      index === byeAt ||
      (match.bye && known[0] === false && known[1] === false && match.status === "completed")
    ) {
      return { kind: "bye" };
    }
    return { kind: "unknown" };
  };
  return [view(0), view(1)];
}

/**
 * The podium once the tournament is over: every entry ranked 1 to 3 (two share third when no
 * match was played for it), by rank.
 */
export function podiumOf(bracket: PublicBracket): { rank: number; name: string }[] {
  if (bracket.status !== "finished") return [];
  const names = namesOf(bracket);
  return bracket.standings
    .filter((standing) => standing.rank <= 3)
    .map((standing) => ({ rank: standing.rank, name: names.get(standing.entry_id) ?? "" }));
}

/** How many matches each zone of the big screen holds: what fits at 1920×1080, read from afar. */
const SCREEN_LIMITS = { now: 5, next: 4, latest: 4 } as const;

/** A played match: not a bye (a bye is no news on the big screen). */
const played = (match: PublicMatch) => !match.bye;

/**
 * The big screen's zones: the matches called to a station, those ready to be called next (in
 * play order), and the latest results (the last decided in play order first).
 */
export function screenZones(bracket: PublicBracket) {
  const running = bracket.matches.filter((match) => match.status === "running");
  const ready = bracket.matches.filter((match) => match.status === "ready");
  const done = bracket.matches.filter((match) => match.status === "completed" && played(match));
  return {
    now: running.slice(0, SCREEN_LIMITS.now),
    nowMore: Math.max(0, running.length - SCREEN_LIMITS.now),
    next: ready.slice(0, SCREEN_LIMITS.next),
    latest: done.toReversed().slice(0, SCREEN_LIMITS.latest),
  };
}
