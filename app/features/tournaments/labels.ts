import type { TournamentFormat } from "#app/db/schema.ts";

/**
 * The Danish names of a bracket's parts (docs/api.md, "Tournaments"): groups, rounds and the
 * standings table, for the JSON's `label` and the pages that draw a bracket.
 */

/** Where a match is played: the JSON's `group`. */
export type MatchGroup = "winners" | "losers" | "grand_final" | "third_place" | "round_robin";

/** The manager's group number in a stage of `format` as our group. */
export function groupOf(format: TournamentFormat, groupNumber: number): MatchGroup {
  if (format === "round_robin") return "round_robin";
  if (format === "single_elimination") return groupNumber === 1 ? "winners" : "third_place";
  return (["winners", "losers", "grand_final"] as const)[groupNumber - 1] ?? "grand_final";
}

/** Headings of a double elimination's sides (single elimination's is the bracket itself). */
const GROUP_LABELS: Record<MatchGroup, string> = {
  winners: "Vinderside",
  losers: "Taberside",
  grand_final: "Grand final",
  third_place: "Finale om 3.-pladsen",
  round_robin: "Stilling",
};

/** A knockout round named by how far it is from the last: `Finale`, `Semifinale`, … */
function knockoutRound(round: number, rounds: number): string {
  const fromLast = rounds - round;
  return ["Finale", "Semifinale", "Kvartfinale"][fromLast] ?? `Runde ${round}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase("da") + text.slice(1);

/**
 * A match's round as people say it: `Runde 1`, `Kvartfinale`, `Semifinale`, `Finale`, `Finale om
 * 3.-pladsen`; in double elimination `Vinderside, semifinale`, `Taberside, runde 3`, `Taberside,
 * finale`, `Grand final`; in round robin `Runde N`. `rounds` is the number of rounds in its group.
 */
export function roundLabel(
  format: TournamentFormat,
  group: MatchGroup,
  round: number,
  rounds: number,
): string {
  switch (group) {
    case "round_robin":
      return `Runde ${round}`;
    case "third_place":
    case "grand_final":
      return GROUP_LABELS[group];
    case "losers":
      return `${GROUP_LABELS.losers}, ${round === rounds ? "finale" : `runde ${round}`}`;
    case "winners": {
      const name = knockoutRound(round, rounds);
      return format === "double_elimination"
        ? `${GROUP_LABELS.winners}, ${lowerFirst(name)}`
        : name;
    }
  }
}
