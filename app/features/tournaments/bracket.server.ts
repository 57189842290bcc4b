import { randomBytes, randomInt } from "node:crypto";
import type { Match } from "brackets-model";
import type { Event } from "#app/features/events/event.ts";
import { type StaffBracket, type StaffMatch, staffBracket, staffMatch } from "./bracket-json.ts";
import { type BracketDocument, findMatch, type MatchChange } from "./document.ts";
import { changeMatch, createDocument } from "./engine.server.ts";
import { publicNames } from "./public-name.ts";
import { BracketRefusal } from "./refusal.ts";
import type { BracketInput } from "./schema.ts";
import {
  currentMatch,
  type Db,
  entry,
  lockedBracket,
  lockedEvent,
  namesOf,
  pairing,
  quoted,
  readDocument,
  saveDocument,
  scoreText,
  where,
  write,
} from "./store.server.ts";

/**
 * Staff's changes to a tournament's bracket (docs/api.md, "Tournaments"), each one transaction
 * with its audit entry (`store.server.ts`): `Start turnering`, `Nulstil turnering`, and a match's
 * result, forfeit, call or reset. What staff enter always wins over a player's report.
 */

/**
 * The entries: the event's confirmed registrations that are checked in, in arrival order (the
 * staff's seeding list starts from this order).
 */
export async function checkedIn(trx: Db, eventId: string) {
  return trx
    .selectFrom("event_registrations")
    .select(["id", "name", "team_name", "gamertag"])
    .where("event_id", "=", eventId)
    .where("status", "=", "confirmed")
    .where("checked_in_at", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * `Start turnering`: the bracket of the event's checked-in entries, seeded at random or in the
 * order staff give (which must name exactly those entries). Fewer than two entries, or a list
 * that names others: `invalid`; a bracket already there: `exists`.
 */
export async function startBracket(
  db: Db,
  actor: string,
  eventId: string,
  { seeding }: BracketInput,
  now = new Date(),
): Promise<StaffBracket> {
  return write(
    db,
    async (trx) => {
      const event = await lockedEvent(trx, eventId);
      if (event.kind !== "tournament") throw new BracketRefusal("not-tournament");
      if (await readDocument(trx, eventId)) throw new BracketRefusal("exists");
      const entries = await checkedIn(trx, eventId);
      if (entries.length < 2) {
        throw new BracketRefusal("invalid", {
          seeding: `Der skal være mindst 2 tjekket ind; der er ${entries.length}`,
        });
      }
      const byId = new Map(entries.map((registration) => [registration.id, registration]));
      const ordered = seeding === "random" ? shuffled(entries) : seeding.map((id) => byId.get(id));
      const exact =
        ordered.length === entries.length &&
        new Set(ordered).size === entries.length &&
        !ordered.includes(undefined);
      if (!exact) {
        throw new BracketRefusal("invalid", {
          seeding: `Seedningen skal nævne præcis de ${entries.length} tilmeldte, der er tjekket ind, hver én gang`,
        });
      }
      const seeded = ordered.filter((found) => found !== undefined);
      const names = publicNames(seeded, event.team_size);
      const key = randomBytes(4).toString("hex");
      const doc = await createDocument(
        seeded.map((registration, index) => ({
          registration_id: registration.id,
          name: names[index] ?? `Deltager ${index + 1}`,
        })),
        {
          format: event.format,
          best_of: event.best_of,
          final_best_of: event.final_best_of,
          third_place: event.third_place,
        },
        key,
      );
      const at = now.toISOString();
      await trx
        .insertInto("brackets")
        .values({
          event_id: eventId,
          state: JSON.stringify(doc),
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const summary = `Startede ${quoted(event)} med ${entries.length} deltagere${seeding === "random" ? ", tilfældigt seedet" : ""}`;
      return { result: staffBracket(doc), audit: entry(actor, "bracket.create", event, summary) };
    },
    now,
  );
}

/** `Nulstil turnering`: the bracket and its results go; the registrations stay. */
export async function deleteBracket(
  db: Db,
  actor: string,
  eventId: string,
  now = new Date(),
): Promise<void> {
  await write(
    db,
    async (trx) => {
      const { event } = await lockedBracket(trx, eventId);
      await trx.deleteFrom("brackets").where("event_id", "=", eventId).execute();
      const summary = `Nulstillede turneringen ${quoted(event)}`;
      return { result: undefined, audit: entry(actor, "bracket.delete", event, summary) };
    },
    now,
  );
}

function changeSummary(doc: BracketDocument, match: Match, event: Event, change: MatchChange) {
  const pair = pairing(doc, match);
  const place = where(doc, match, event);
  if ("scores" in change) return `Resultat ${scoreText(change.scores)} for ${pair} ${place}`;
  if ("forfeit" in change) {
    return `${namesOf(doc, match)[change.forfeit]} gav op (${pair}) ${place}`;
  }
  if ("station" in change) return `Kaldte ${pair} til station ${change.station} ${place}`;
  return `Nulstillede ${pair} ${place}`;
}

/**
 * Staff change match `matchId` of the event's bracket (`PATCH …/matches/:mid`): a result, a
 * forfeit, a call to a station or a reset, from the match's `version`. What staff enter wins over
 * any player's report.
 */
export async function changeMatchByStaff(
  db: Db,
  actor: string,
  eventId: string,
  matchId: string,
  input: { version: number; change: MatchChange },
  now = new Date(),
): Promise<StaffMatch> {
  return write(
    db,
    async (trx) => {
      const loaded = await lockedBracket(trx, eventId);
      const match = currentMatch(loaded, matchId, input.version);
      const doc = await changeMatch(loaded.doc, match, input.change);
      await saveDocument(trx, loaded, doc, now);
      const after = findMatch(doc, matchId) ?? match;
      const summary = changeSummary(loaded.doc, match, loaded.event, input.change);
      return {
        result: staffMatch(doc, after),
        audit: entry(actor, "match.update", loaded.event, summary),
      };
    },
    now,
  );
}
