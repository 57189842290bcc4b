/**
 * The words of a tournament's bracket as everyone sees it (docs/pages.md, "The tournament's
 * bracket"): the section on the event page and the venue's big screen, in Danish and English
 * (docs/decisions/040-english-as-typed-copy.md). Round names come with the bracket
 * (features/tournaments/labels.ts).
 */

import { bilingual, type Copy } from "./language.ts";

const bracketDa = {
  heading: "Turneringstræ",
  /**
   * The phone's control of rounds, one in each round's column (one shows at a time): named by
   * its round, so each landmark's name is its own.
   */
  rounds: (round: string) => `Runder – ${round}`,
  bye: "Fri",
  unknown: "Endnu ukendt",
  station: "Station",
  winner: "Vinder",
  podium: "Podium",
  standings: "Stilling",
  standingsColumns: { rank: "Nr.", name: "Navn", wins: "Sejre", losses: "Nederlag" },
  /** A match's state as a visitor reads it. */
  status: {
    waiting: "Venter",
    ready: "Klar",
    running: "Spilles nu",
    completed: "Færdig",
  },
  versus: "mod",
  wideHint: "Rul sidelæns i træet for at se alle runder.",
};

const bracketEn: Copy<typeof bracketDa> = {
  heading: "Bracket",
  rounds: (round: string) => `Rounds – ${round}`,
  bye: "Bye",
  unknown: "Not yet known",
  station: "Station",
  winner: "Winner",
  podium: "Podium",
  standings: "Standings",
  standingsColumns: { rank: "No.", name: "Name", wins: "Wins", losses: "Losses" },
  status: {
    waiting: "Waiting",
    ready: "Ready",
    running: "Playing now",
    completed: "Finished",
  },
  versus: "vs",
  wideHint: "Scroll the bracket sideways to see every round.",
};

export const bracketCopy = bilingual(bracketDa, bracketEn);

/** The big screen at `/begivenheder/SLUG/storskaerm`. */
const bigScreenDa = {
  titleSuffix: "storskærm",
  /** What the page is, for whoever is shown a link to it (it is kept out of search engines). */
  description: (title: string) =>
    `${title} på storskærmen i gamingcentret: kampene i gang med stationer, de næste kampe, de seneste resultater og vinderen.`,
  now: "Spilles nu",
  next: "Næste",
  latest: "Seneste resultater",
  nothingNow: "Ingen kampe i gang",
  nothingNext: "Ingen kampe klar",
  nothingLatest: "Ingen resultater endnu",
  more: (count: number) => `+ ${count} ${count === 1 ? "kamp mere" : "kampe mere"}`,
};

const bigScreenEn: Copy<typeof bigScreenDa> = {
  titleSuffix: "big screen",
  description: (title: string) =>
    `${title} on the gaming centre's big screen: the matches being played and their stations, the next matches, the latest results and the winner.`,
  now: "Playing now",
  next: "Up next",
  latest: "Latest results",
  nothingNow: "No matches being played",
  nothingNext: "No matches ready",
  nothingLatest: "No results yet",
  more: (count: number) => `+ ${count} more ${count === 1 ? "match" : "matches"}`,
};

export const bigScreenCopy = bilingual(bigScreenDa, bigScreenEn);

/**
 * A player's own tournament on `/tilmelding/TOKEN` (docs/pages.md, "Your match from the mailed
 * link"): the next match, `Rapporter resultat`, the opponent's `Bekræft` / `Afvis`, `Uenighed`,
 * and the placing at the end.
 */
/** A result as the player reads it, their own score first, never broken over two lines. */
const score = (own: number, theirs: number) => `${own}\u2011${theirs}`;

const playerDa = {
  heading: "Din turnering",
  /** Above the heading: the name the bracket shows for the player. */
  shownAs: (name: string) => `Dit navn i turneringstræet: ${name}`,
  nextMatch: "Din næste kamp",
  round: "Runde",
  opponent: "Modstander",
  station: "Station",
  unknownOpponent: "Afgøres af en kamp, der ikke er spillet endnu",
  notCalled: "Ikke kaldt endnu",
  state: {
    waiting: "Din modstander er ikke fundet endnu. Kig forbi her igen, når runden før er spillet.",
    ready: "Kampen er klar. Personalet kalder jer til en station.",
    running: (station: string) => `Spil nu ved station ${station}.`,
  },
  report: "Rapporter resultat",
  reportIntro: (bestOf: number) =>
    bestOf === 1
      ? "Skriv kampens score, når den er spillet, fx 13 mod 9. Din modstander bekræfter den bagefter."
      : `Bedst af ${bestOf}: skriv, hvor mange spil hver af jer vandt, fx ${Math.floor(bestOf / 2) + 1} mod ${Math.floor(bestOf / 2)}. Din modstander bekræfter resultatet bagefter.`,
  own: "Din score",
  theirs: "Modstanderens score",
  send: "Send resultat",
  errorSummary: "Resultatet blev ikke sendt. Ret det markerede:",
  honeypot: "Lad feltet være tomt",
  ownMissing: "Skriv din score som et helt tal fra 0 til 999",
  theirsMissing: "Skriv modstanderens score som et helt tal fra 0 til 999",
  waitingForOpponent: (opponent: string, own: number, theirs: number) =>
    `Du har rapporteret ${score(own, theirs)}. Nu venter vi på, at ${opponent} bekræfter resultatet.`,
  reported: (opponent: string) => `${opponent} har rapporteret resultatet`,
  reportedScore: (own: number, theirs: number) => `Dig ${own}, modstanderen ${theirs}.`,
  answerIntro:
    "Passer det? Bekræft det, så tæller det. Passer det ikke, så afvis det, og personalet afgør kampen.",
  confirm: "Bekræft",
  reject: "Afvis",
  dispute: "Uenighed",
  disputeText: "I er ikke enige om resultatet. Personalet afgør kampen; find en fra personalet.",
  out: "Du er ude af turneringen",
  outText: "Tak for kampene. Følg resten af turneringen i turneringstræet.",
  done: "Du har spillet alle dine kampe",
  doneText: "Følg stillingen i turneringstræet, til de sidste kampe er spillet.",
  finished: "Turneringen er slut",
  placing: (rank: number) => (rank === 1 ? "Du vandt turneringen!" : `Du blev nr. ${rank}.`),
  winner: "Vinder",
  lastResult: "Seneste kamp",
  won: (opponent: string, own: number, theirs: number) =>
    `Du vandt ${score(own, theirs)} over ${opponent}.`,
  lost: (opponent: string, own: number, theirs: number) =>
    `Du tabte ${score(own, theirs)} til ${opponent}.`,
  forfeitWon: (opponent: string) => `Du vandt, fordi ${opponent} gav op.`,
  forfeitLost: (opponent: string) => `Du gav op mod ${opponent}.`,
  seeBracket: "Se turneringstræet",
  /** After a post (post/redirect/get): what happened, at the top of the panel. */
  answers: {
    sent: "Resultatet er sendt.",
    confirmed: "Resultatet er bekræftet og tæller nu.",
    rejected: "Du har afvist resultatet. Personalet afgør kampen.",
  },
  refusals: {
    waiting: "Det er endnu ikke afgjort, hvem der spiller kampen, så den kan ikke rapporteres.",
    completed: "Kampen er allerede afgjort. Her er den, som den står nu.",
    stale:
      "Kampen er ændret, siden du åbnede siden. Her er den, som den står nu; prøv igen, hvis det stadig passer.",
    notReported: "Der er ikke noget resultat fra din modstander at svare på.",
    notYours: "Det er ikke din kamp. Brug linket fra din egen mail.",
    rateLimited:
      "Der er sendt for mange resultater fra din forbindelse. Prøv igen senere, eller find en fra personalet.",
  },
  cancelClosed: "Turneringen er i gang, så tilmeldingen kan ikke ændres her.",
};

/** `3rd`, `11th`, `22nd`: the ending English puts on a placing. */
const ordinals = new Intl.PluralRules("en-GB", { type: "ordinal" });
const ORDINAL: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "st", two: "nd", few: "rd" };

const playerEn: Copy<typeof playerDa> = {
  heading: "Your tournament",
  shownAs: (name: string) => `Your name in the bracket: ${name}`,
  nextMatch: "Your next match",
  round: "Round",
  opponent: "Opponent",
  station: "Station",
  unknownOpponent: "Decided by a match not played yet",
  notCalled: "Not called yet",
  state: {
    waiting:
      "Your opponent is not known yet. Check back here once the previous round has been played.",
    ready: "Your match is ready. The staff will call you both to a station.",
    running: (station: string) => `Play now at station ${station}.`,
  },
  report: "Report result",
  reportIntro: (bestOf: number) =>
    bestOf === 1
      ? "Enter the match's score once it is played, e.g. 13 to 9. Your opponent confirms it afterwards."
      : `Best of ${bestOf}: enter how many games each of you won, e.g. ${Math.floor(bestOf / 2) + 1} to ${Math.floor(bestOf / 2)}. Your opponent confirms the result afterwards.`,
  own: "Your score",
  theirs: "Opponent's score",
  send: "Send result",
  errorSummary: "The result was not sent. Please correct the marked fields:",
  honeypot: "Leave this field empty",
  ownMissing: "Enter your score as a whole number from 0 to 999",
  theirsMissing: "Enter your opponent's score as a whole number from 0 to 999",
  waitingForOpponent: (opponent: string, own: number, theirs: number) =>
    `You reported ${score(own, theirs)}. Now we are waiting for ${opponent} to confirm it.`,
  reported: (opponent: string) => `${opponent} has reported the result`,
  reportedScore: (own: number, theirs: number) => `You ${own}, your opponent ${theirs}.`,
  answerIntro:
    "Is that right? Confirm it and it counts. If it is not, reject it and the staff will decide the match.",
  confirm: "Confirm",
  reject: "Reject",
  dispute: "Disputed",
  disputeText:
    "You and your opponent disagree on the result. A member of staff will decide the match: please find one of us.",
  out: "You are out of the tournament",
  outText: "Thanks for playing. Follow the rest of the tournament in the bracket.",
  done: "You have played all your matches",
  doneText: "Follow the standings in the bracket until the last matches are played.",
  finished: "The tournament is over",
  placing: (rank: number) =>
    rank === 1
      ? "You won the tournament!"
      : `You finished ${rank}${ORDINAL[ordinals.select(rank)] ?? "th"}.`,
  winner: "Winner",
  lastResult: "Latest match",
  won: (opponent: string, own: number, theirs: number) =>
    `You beat ${opponent} ${score(own, theirs)}.`,
  lost: (opponent: string, own: number, theirs: number) =>
    `You lost ${score(own, theirs)} to ${opponent}.`,
  forfeitWon: (opponent: string) => `You won: ${opponent} forfeited.`,
  forfeitLost: (opponent: string) => `You forfeited against ${opponent}.`,
  seeBracket: "See the bracket",
  answers: {
    sent: "Your result has been sent.",
    confirmed: "The result is confirmed and now counts.",
    rejected: "You have rejected the result. The staff will decide the match.",
  },
  refusals: {
    waiting: "Both sides of this match are not known yet, so it cannot be reported.",
    completed: "This match has already been decided. Here it is as it stands now.",
    stale:
      "The match has changed since you opened the page. Here it is as it stands now; try again if it is still right.",
    notReported: "There is no result from your opponent to answer.",
    notYours: "This is not your match. Use the link from your own e-mail.",
    rateLimited:
      "Too many results have been sent from your connection. Please try again later, or find a member of staff.",
  },
  cancelClosed: "The tournament has started, so your registration cannot be changed here.",
};

export const playerCopy = bilingual(playerDa, playerEn);

/** Why two scores do not decide a match (docs/api.md, "Tournaments"), beside the score field. */
export const scoreRules = bilingual(
  {
    draw: "Uafgjort afgør ikke kampen: skriv to forskellige tal",
    bestOf: (bestOf: number, needed: number) =>
      `Bedst af ${bestOf} vindes med ${needed} sejre: skriv fx ${needed}-${needed - 1}`,
  },
  {
    draw: "A draw does not decide the match: enter two different scores",
    bestOf: (bestOf: number, needed: number) =>
      `Best of ${bestOf} is won with ${needed} wins: enter e.g. ${needed}-${needed - 1}`,
  },
);
