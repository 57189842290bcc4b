import type { Match } from "brackets-model";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import type { Event } from "#app/features/events/event.ts";
import { toEvent } from "#app/features/events/rows.server.ts";
import { lockEvent } from "#app/features/events/seats.server.ts";
import { type AuditAction, recordAudit } from "#app/platform/audit.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { staffMatch } from "./bracket-json.ts";
import { type BracketDocument, entriesOf, extrasOf, findMatch } from "./document.ts";
import { bracketSubject } from "./live.server.ts";
import { BracketRefusal } from "./refusal.ts";

/**
 * A tournament's bracket on our database (docs/decisions/038-tournament-brackets.md): each change
 * — start, a result, a forfeit, a call, a reset, a player's report, its confirmation or rejection,
 * the bracket's removal — is one write transaction (`write`) that takes the event's lock (as
 * seats do, decision 029), reads the one document, runs the engine on it, writes it back with
 * the next version and writes its audit entry. Any refusal (`BracketRefusal`) or failure leaves
 * everything as it was. After it is saved the content version moves, so every instance lets its
 * kept pages and JSON go. The changes themselves: `bracket.server.ts` (staff's) and
 * `reports.server.ts` (the players').
 */

export type Db = Kysely<Database>;

export type Loaded = { event: Event; doc: BracketDocument; version: number };

export async function lockedEvent(trx: Db, eventId: string): Promise<Event> {
  const row = await lockEvent(trx, { id: eventId });
  if (!row) throw new BracketRefusal("not-found");
  return toEvent(row);
}

export async function readDocument(db: Db, eventId: string) {
  const row = await db
    .selectFrom("brackets")
    .select(["state", "version"])
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row && { doc: JSON.parse(row.state) as BracketDocument, version: Number(row.version) };
}

export async function lockedBracket(trx: Db, eventId: string): Promise<Loaded> {
  const event = await lockedEvent(trx, eventId);
  const stored = await readDocument(trx, eventId);
  if (!stored) throw new BracketRefusal("not-found");
  return { event, ...stored };
}

export async function saveDocument(trx: Db, loaded: Loaded, doc: BracketDocument, now: Date) {
  await trx
    .updateTable("brackets")
    .set({ state: JSON.stringify(doc), version: loaded.version + 1, updated_at: now.toISOString() })
    .where("event_id", "=", loaded.event.id)
    .execute();
}

/** A change and its audit entry in one transaction; then every instance lets its copies go. */
export async function write<T>(
  db: Db,
  work: (trx: Db) => Promise<{ result: T; audit: AuditOf }>,
  now: Date,
): Promise<T> {
  const result = await writeTransaction(db, async (trx) => {
    const done = await work(trx);
    await recordAudit(trx, done.audit, now);
    return { result: done.result, eventId: done.audit.target_id };
  });
  await publishContentChange(bracketSubject(result.eventId));
  return result.result;
}

type AuditOf = {
  actor: string | null;
  action: AuditAction;
  target_type: "event";
  target_id: string;
  summary: string;
};

export const entry = (
  actor: string | null,
  action: AuditAction,
  event: Event,
  summary: string,
) => ({
  actor,
  action,
  target_type: "event" as const,
  target_id: event.id,
  summary,
});

export const quoted = (event: Event) => `"${event.title}"`;

/** The match at `matchId`, if it is still the `version` the change was made from. */
export function currentMatch(loaded: Loaded, matchId: string, version: number): Match {
  const match = findMatch(loaded.doc, matchId);
  if (!match) throw new BracketRefusal("not-found");
  if (extrasOf(loaded.doc, match).version !== version) {
    throw new BracketRefusal("stale", {}, staffMatch(loaded.doc, match));
  }
  return match;
}

/** The sides' public names (`?` while one is not known). */
export const namesOf = (doc: BracketDocument, match: Match) =>
  [match.opponent1, match.opponent2].map(
    (side) => entriesOf(doc).find((candidate) => candidate.id === side?.id)?.name ?? "?",
  );

/** `Kim–Bo`. */
export const pairing = (doc: BracketDocument, match: Match) => namesOf(doc, match).join("–");

export const where = (doc: BracketDocument, match: Match, event: Event) =>
  `i ${quoted(event)}, ${staffMatch(doc, match).label}`;

export const scoreText = ([one, two]: [number, number]) => `${one}-${two}`;
