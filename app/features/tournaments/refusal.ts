/**
 * Why the bracket refused a change (docs/api.md, "Tournaments"): the API answers each with its
 * status, and nothing is written.
 */
export type RefusalKind =
  /** 400: the input does not do (a result that does not decide the match, a wrong seeding). */
  | "invalid"
  /** 404: no such event, bracket, match, or not the player's match. */
  | "not-found"
  /** 409: the match's two sides are not both known (or one is a bye). */
  | "waiting"
  /** 409: the match has a result (a call, a player's report). */
  | "completed"
  /** 409: a match this one fed has a result, so this one's cannot change. */
  | "locked"
  /** 409: the match changed since the version the change was made from. */
  | "stale"
  /** 409: a confirmation or rejection with no report from the opponent to answer. */
  | "not-reported"
  /** 409: the event has a bracket already. */
  | "exists"
  /** 409: only a tournament is played as a bracket. */
  | "not-tournament";

export class BracketRefusal extends Error {
  readonly kind: RefusalKind;
  readonly fieldErrors: Record<string, string>;
  /** `stale`: the match as it is now, for the client to start again from. */
  readonly current: unknown;

  constructor(kind: RefusalKind, fieldErrors: Record<string, string> = {}, current?: unknown) {
    super(`bracket refused: ${kind}`);
    this.kind = kind;
    this.fieldErrors = fieldErrors;
    this.current = current;
  }
}

/** Each 409's code for clients and its Danish line for people (the API's and the admin page's). */
export const CONFLICTS: Record<Exclude<RefusalKind, "invalid" | "not-found">, [string, string]> = {
  waiting: ["waiting", "Det er endnu ikke afgjort, hvem der spiller kampen."],
  completed: ["completed", "Kampen er afgjort."],
  locked: ["locked", "En senere kamp har allerede et resultat, så dette kan ikke ændres."],
  stale: ["stale", "Kampen er ændret af en anden. Hent den igen, og prøv igen."],
  "not-reported": ["not_reported", "Modstanderen har ikke rapporteret et resultat."],
  exists: ["exists", "Turneringen er allerede startet."],
  "not-tournament": ["not_tournament", "Kun en turnering kan spilles som turneringstræ."],
};

export const NOT_FOUND_TEXT = "Turneringen eller kampen findes ikke.";

/** A refusal in one Danish line: the first field's error, or the conflict's words. */
export function refusalText(refusal: BracketRefusal): string {
  if (refusal.kind === "not-found") return NOT_FOUND_TEXT;
  if (refusal.kind === "invalid") {
    return Object.values(refusal.fieldErrors)[0] ?? "Ændringen kan ikke gemmes.";
  }
  return CONFLICTS[refusal.kind][1];
}
