/**
 * The words of a tournament's bracket as everyone sees it (docs/pages.md, "The tournament's
 * bracket"): the section on the event page and the venue's big screen. Round names come with the
 * bracket (features/tournaments/labels.ts).
 */

export const bracketCopy = {
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
} as const;

/** The big screen at `/begivenheder/SLUG/storskaerm`. */
export const bigScreenCopy = {
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
} as const;

/**
 * A player's own tournament on `/tilmelding/TOKEN` (docs/pages.md, "Your match from the mailed
 * link"): the next match, `Rapporter resultat`, the opponent's `Bekræft` / `Afvis`, `Uenighed`,
 * and the placing at the end.
 */
/** A result as the player reads it, their own score first, never broken over two lines. */
const score = (own: number, theirs: number) => `${own}\u2011${theirs}`;

export const playerCopy = {
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
  outText: "Tak for kampene. Følg resten af turneringen på turneringstræet.",
  done: "Du har spillet alle dine kampe",
  doneText: "Følg stillingen på turneringstræet, til de sidste kampe er spillet.",
  finished: "Turneringen er slut",
  placing: (rank: number) => (rank === 1 ? "Du vandt turneringen!" : `Du blev nr. ${rank}.`),
  winner: "Vinder",
  lastResult: "Seneste kamp",
  won: (opponent: string, own: number, theirs: number) =>
    `Du vandt ${score(own, theirs)} over ${opponent}.`,
  lost: (opponent: string, own: number, theirs: number) =>
    `Du tabte ${score(own, theirs)} til ${opponent}.`,
  forfeitWon: (opponent: string) => `Du vandt, ${opponent} gav op.`,
  forfeitLost: (opponent: string) => `Du gav op mod ${opponent}.`,
  seeBracket: "Se turneringstræet",
  /** After a post (post/redirect/get): what happened, at the top of the panel. */
  answers: {
    sent: "Resultatet er sendt.",
    confirmed: "Resultatet er bekræftet og tæller nu.",
    rejected: "Du har afvist resultatet. Personalet afgør kampen.",
  },
  refusals: {
    waiting: "Kampens to sider er ikke kendt endnu, så den kan ikke rapporteres.",
    completed: "Kampen er allerede afgjort. Her er den, som den står nu.",
    stale:
      "Kampen er ændret, siden du åbnede siden. Her er den, som den står nu; prøv igen, hvis det stadig passer.",
    notReported: "Der er ikke noget resultat fra din modstander at svare på.",
    notYours: "Det er ikke din kamp. Brug linket fra din egen mail.",
    rateLimited:
      "Der er sendt for mange resultater fra din forbindelse. Prøv igen senere, eller find en fra personalet.",
  },
  cancelClosed: "Turneringen er i gang, så tilmeldingen kan ikke ændres her.",
} as const;
