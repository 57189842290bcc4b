/**
 * What a player's post did, carried in the page's address after it (post/redirect/get:
 * `/tilmelding/TOKEN?kamp=sendt#din-kamp`), so the page says it and a reload posts nothing again.
 */

export type PlayerAnswer = "sent" | "confirmed" | "rejected";

/** The panel's anchor: the page opens at the player's match. */
export const PLAYER_ANCHOR = "din-kamp";

const KEY = "kamp";
const WORDS: Record<PlayerAnswer, string> = {
  sent: "sendt",
  confirmed: "bekraeftet",
  rejected: "afvist",
};

/** The query that says `answer`. */
export const playerAnswerOf = (answer: PlayerAnswer) => `${KEY}=${WORDS[answer]}`;

/** The answer a page address carries, if any. */
export function playerAnswerIn(url: URL): PlayerAnswer | undefined {
  const word = url.searchParams.get(KEY);
  return (Object.keys(WORDS) as PlayerAnswer[]).find((answer) => WORDS[answer] === word);
}
