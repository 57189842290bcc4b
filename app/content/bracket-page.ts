/**
 * The words of a tournament's bracket as everyone sees it (docs/pages.md, "The tournament's
 * bracket"): the section on the event page and the venue's big screen. Round names come with the
 * bracket (features/tournaments/labels.ts).
 */

export const bracketCopy = {
  heading: "Turneringstræ",
  /** The phone's control of rounds. */
  rounds: "Runder",
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
  now: "Spilles nu",
  next: "Næste",
  latest: "Seneste resultater",
  nothingNow: "Ingen kampe i gang",
  nothingNext: "Ingen kampe klar",
  nothingLatest: "Ingen resultater endnu",
  more: (count: number) => `+ ${count} ${count === 1 ? "kamp mere" : "kampe mere"}`,
} as const;
