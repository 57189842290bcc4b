import { bilingual, type Lang } from "#app/content/language.ts";
import type { TournamentFormat } from "#app/db/schema.ts";

/**
 * The names of a bracket's parts (docs/api.md, "Tournaments"): groups, rounds and the standings
 * table; Danish for the JSON's `label`, and in the page's language for the pages that draw one.
 */

/** Where a match is played: the JSON's `group`. */
export type MatchGroup = "winners" | "losers" | "grand_final" | "third_place" | "round_robin";

/** The manager's group number in a stage of `format` as our group. */
export function groupOf(format: TournamentFormat, groupNumber: number): MatchGroup {
  if (format === "round_robin") return "round_robin";
  if (format === "single_elimination") return groupNumber === 1 ? "winners" : "third_place";
  return (["winners", "losers", "grand_final"] as const)[groupNumber - 1] ?? "grand_final";
}

/** The words round names are made of, in each language (docs/pages.md#english). */
const WORDS = bilingual(
  {
    groups: {
      winners: "Vinderside",
      losers: "Taberside",
      grand_final: "Grand final",
      third_place: "Finale om 3.-pladsen",
      round_robin: "Stilling",
    } satisfies Record<MatchGroup, string>,
    /** Knockout rounds from the last: `Finale`, `Semifinale`, `Kvartfinale`. */
    fromLast: ["Finale", "Semifinale", "Kvartfinale"],
    round: (round: number) => `Runde ${round}`,
    final: "Finale",
  },
  {
    groups: {
      winners: "Winners' bracket",
      losers: "Losers' bracket",
      grand_final: "Grand final",
      third_place: "Third-place match",
      round_robin: "Standings",
    },
    fromLast: ["Final", "Semi-final", "Quarter-final"],
    round: (round: number) => `Round ${round}`,
    final: "Final",
  },
);

/** Headings of a double elimination's sides (single elimination's is the bracket itself). */
export const groupLabels = (lang: Lang = "da") => WORDS[lang].groups;

/** A knockout round named by how far it is from the last: `Finale`, `Semifinale`, … */
function knockoutRound(round: number, rounds: number, lang: Lang): string {
  const words = WORDS[lang];
  return words.fromLast[rounds - round] ?? words.round(round);
}

const lowerFirst = (text: string, lang: Lang) =>
  text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);

/**
 * A match's round as people say it: `Runde 1`, `Kvartfinale`, `Semifinale`, `Finale`, `Finale om
 * 3.-pladsen`; in double elimination `Vinderside, semifinale`, `Taberside, runde 3`, `Taberside,
 * finale`, `Grand final`; in round robin `Runde N`. `rounds` is the number of rounds in its group.
 * In English (`lang` "en"): `Round 1`, `Quarter-final`, `Semi-final`, `Final`, ….
 */
export function roundLabel(
  format: TournamentFormat,
  group: MatchGroup,
  round: number,
  rounds: number,
  lang: Lang = "da",
): string {
  const words = WORDS[lang];
  switch (group) {
    case "round_robin":
      return words.round(round);
    case "third_place":
    case "grand_final":
      return words.groups[group];
    case "losers": {
      const name = round === rounds ? words.final : words.round(round);
      return `${words.groups.losers}, ${lowerFirst(name, lang)}`;
    }
    case "winners": {
      const name = knockoutRound(round, rounds, lang);
      return format === "double_elimination"
        ? `${words.groups.winners}, ${lowerFirst(name, lang)}`
        : name;
    }
  }
}
