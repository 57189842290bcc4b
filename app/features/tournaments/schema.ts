import { z } from "zod";
import { MAX_SCORE } from "./best-of.ts";
import type { MatchChange } from "./document.ts";

// Checks may run in the admin's browser under our CSP (no 'unsafe-eval'), as the events' do.
z.config({ jitless: true });

/**
 * What staff and players send to the bracket (docs/api.md, "Tournaments"), checked at the edge
 * with Danish messages by field. Whether a result decides its match depends on the match (its
 * best of), so that is the bracket's own check.
 */

/** The most entries a seeding list may name (an event's largest capacity). */
const MOST_ENTRIES = 1000;

/** `POST …/bracket`: `random`, or the checked-in registrations' ids, best seed first. */
export const bracketInput = z.object({
  seeding: z.union(
    [
      z.literal("random"),
      z
        .array(z.string().min(1).max(100))
        .max(MOST_ENTRIES, `Seedningen må højst nævne ${MOST_ENTRIES} tilmeldte`),
    ],
    { error: 'Seedning skal være "random" eller en liste af tilmeldinger, bedste først' },
  ),
});

export type BracketInput = z.output<typeof bracketInput>;

const version = z
  .number({ error: "Version mangler" })
  .int("Version skal være et helt tal")
  .min(1, "Version mangler");

/** Games won by each side, in the match's side order. */
const scores = z.custom<[number, number]>(
  (value) =>
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((games) => Number.isInteger(games) && games >= 0 && games <= MAX_SCORE),
  { error: `Skriv to hele tal fra 0 til ${MAX_SCORE}, et for hver side` },
);

const CHANGES = ["scores", "forfeit", "status", "reset"] as const;

/**
 * `PATCH …/matches/:mid`: the match's `version` and one change — `scores`, `forfeit` (the side
 * that gives up), `status: "running"` with a `station` (a call), or `reset: true`.
 */
export const matchInput = z
  .object({
    version,
    scores: scores.optional(),
    forfeit: z
      .union([z.literal(0), z.literal(1)], {
        error: "Giv op: 0 for første side, 1 for anden side",
      })
      .optional(),
    status: z
      .literal("running", { error: 'Status kan kun sættes til "running" (kaldt)' })
      .optional(),
    station: z
      .string({ error: "Station skal være tekst" })
      .trim()
      .min(1, "Skriv stationen")
      .max(30, "Station må højst være 30 tegn")
      .optional(),
    reset: z.literal(true, { error: "Nulstil med reset: true" }).optional(),
  })
  .superRefine((value, context) => {
    const given = CHANGES.filter((key) => value[key] !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: "custom",
        path: [given[1] ?? "scores"],
        message: "Send én ændring: scores, forfeit, status med station, eller reset",
      });
    } else if (value.status !== undefined && value.station === undefined) {
      context.addIssue({ code: "custom", path: ["station"], message: "Skriv stationen" });
    }
  })
  .transform(({ version, ...value }): { version: number; change: MatchChange } => {
    if (value.scores) return { version, change: { scores: value.scores } };
    if (value.forfeit !== undefined) return { version, change: { forfeit: value.forfeit } };
    if (value.station !== undefined && value.status) {
      return { version, change: { station: value.station } };
    }
    return { version, change: { reset: true } };
  });
