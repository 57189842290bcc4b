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
