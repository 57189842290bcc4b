import type { PublicBracket, StaffMatch } from "./bracket-json.ts";

/**
 * What a player's `/tilmelding/TOKEN` page shows of their tournament (docs/pages.md, "Your match
 * from the mailed link"), read off `playerView` (queries.server.ts): the next match seen from the
 * player's side — the opponent, the station, and where a report stands — or, with none left,
 * their placing and the winner; and their latest result. Pure: the page draws it.
 */

/** Where the next match's result stands, seen from the player. */
type ReportState =
  /** Nothing reported yet: the player may report once both sides are known. */
  | { kind: "none" }
  /** The player reported; the opponent has not answered. */
  | { kind: "mine"; own: number; theirs: number }
  /** The opponent reported: the player confirms or rejects. */
  | { kind: "theirs"; own: number; theirs: number }
  /** Rejected, or reported differently by both: staff decide. */
  | { kind: "disputed" };

export type NextMatch = {
  match: StaffMatch;
  /** The opponent's public name; null while not known. */
  opponent: string | null;
  report: ReportState;
};

export type PlayerPanel = {
  /** Public name of the player's entry. */
  name: string;
  next: NextMatch | null;
  /** With no match left: the tournament is over, or the player is out (or has played all). */
  over: "finished" | "out" | "played" | null;
  /** Once the tournament is over: the player's rank and the winner's name. */
  rank: number | null;
  winner: string | null;
  last: {
    label: string;
    opponent: string;
    own: number | null;
    theirs: number | null;
    won: boolean;
  } | null;
};

export function playerPanelOf(view: {
  bracket: PublicBracket;
  entry_id: string;
  next: StaffMatch | null;
}): PlayerPanel {
  const { bracket, entry_id: me, next } = view;
  const names = new Map(bracket.entries.map((entry) => [entry.id, entry.name]));
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  const sideOf = (match: { sides: { entry_id: string | null }[] }) =>
    match.sides.findIndex((side) => side.entry_id === me) as 0 | 1;

  let upcoming: NextMatch | null = null;
  if (next) {
    const side = sideOf(next);
    const other = next.sides[1 - side]?.entry_id ?? null;
    const report = next.report;
    const ordered = (scores: [number, number]) =>
      side === 0 ? { own: scores[0], theirs: scores[1] } : { own: scores[1], theirs: scores[0] };
    const state: ReportState = next.disputed
      ? { kind: "disputed" }
      : report
        ? { kind: report.side === side ? "mine" : "theirs", ...ordered(report.scores) }
        : { kind: "none" };
    upcoming = { match: next, opponent: nameOf(other), report: state };
  }

  const played = bracket.matches.filter(
    (match) =>
      match.status === "completed" && !match.bye && match.sides.some((s) => s.entry_id === me),
  );
  const latest = played.at(-1);
  let last: PlayerPanel["last"] = null;
  if (latest) {
    const side = sideOf(latest);
    const mine = latest.sides[side];
    const theirs = latest.sides[1 - side];
    last = {
      label: latest.label,
      opponent: nameOf(theirs?.entry_id ?? null) ?? "",
      own: mine?.score ?? null,
      theirs: theirs?.score ?? null,
      won: mine?.winner ?? false,
    };
  }

  const finished = bracket.status === "finished";
  const standing = bracket.standings.find((candidate) => candidate.entry_id === me);
  const champion = bracket.standings.find((candidate) => candidate.rank === 1);
  const over = next
    ? null
    : finished
      ? "finished"
      : bracket.format === "round_robin"
        ? "played"
        : "out";
  return {
    name: names.get(me) ?? "",
    next: upcoming,
    over,
    rank: finished ? (standing?.rank ?? null) : null,
    winner: finished ? nameOf(champion?.entry_id ?? null) : null,
    last,
  };
}
