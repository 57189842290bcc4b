import type { Match } from "brackets-model";
import { scoreRules } from "#app/content/bracket-page.ts";
import type { Lang } from "#app/content/language.ts";
import { type BracketDocument, playedFormat } from "./document.ts";

/**
 * Best-of rules (docs/api.md, "Tournaments"): a match of best of N is won by winning more than
 * half of N games, so a result names the winner with exactly that many and the loser with fewer.
 * Best of 1 is one game whose score is whatever the game counts (a map's 13-9): any two different
 * whole numbers. No draw decides a match, in round robin neither.
 */

/** The highest score a side may be given (a map's rounds, a game's goals). */
export const MAX_SCORE = 999;

/** Games a side must win in a best of `bestOf`. */
const gamesToWin = (bestOf: number) => Math.floor(bestOf / 2) + 1;

/**
 * Why `scores` do not decide a best of `bestOf`, for the field in the page's language (staff's
 * in Danish); undefined when they do. `scores` are whole numbers from 0 to MAX_SCORE (the
 * schema's check).
 */
export function notDeciding(
  bestOf: number,
  [a, b]: [number, number],
  lang: Lang = "da",
): string | undefined {
  const rules = scoreRules[lang];
  if (a === b) return rules.draw;
  if (bestOf === 1) return undefined;
  const needed = gamesToWin(bestOf);
  if (Math.max(a, b) === needed) return undefined;
  return rules.bestOf(bestOf, needed);
}

/**
 * The best of that holds for `match`: the final's (single elimination's last round, or the grand
 * final) when the tournament sets one, else the tournament's.
 */
export function bestOfMatch(doc: BracketDocument, match: Match): number {
  const { best_of, final_best_of } = doc.settings;
  const format = playedFormat(doc);
  if (final_best_of === null || format === "round_robin") return best_of;
  const group = doc.storage.group.find((candidate) => candidate.id === match.group_id);
  if (format === "double_elimination") return group?.number === 3 ? final_best_of : best_of;
  if (group?.number !== 1) return best_of;
  const rounds = doc.storage.round.filter((round) => round.group_id === match.group_id);
  const last = Math.max(...rounds.map((round) => round.number));
  const round = rounds.find((candidate) => candidate.id === match.round_id);
  return round?.number === last ? final_best_of : best_of;
}
