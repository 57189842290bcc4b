import { randomBytes, randomInt } from "node:crypto";
import type { Match } from "brackets-model";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import type { Event } from "#app/features/events/event.ts";
import { findPublicEvent } from "#app/features/events/queries.server.ts";
import { toEvent } from "#app/features/events/rows.server.ts";
import { lockEvent } from "#app/features/events/seats.server.ts";
import { type AuditAction, recordAudit } from "#app/platform/audit.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { bestOfMatch, notDeciding } from "./best-of.ts";
import {
  nextMatchFor,
  type PublicBracket,
  publicBracket,
  type StaffBracket,
  type StaffMatch,
  staffBracket,
  staffMatch,
} from "./bracket-json.ts";
import {
  type BracketDocument,
  bothKnown,
  entriesOf,
  extrasOf,
  findMatch,
  isDecided,
  type MatchChange,
  type MatchExtras,
  type Report,
} from "./document.ts";
import { changeMatch, createDocument } from "./engine.server.ts";
import { publicNames } from "./public-name.ts";
import { BracketRefusal } from "./refusal.ts";
import type { BracketInput } from "./schema.ts";

/**
 * A tournament's bracket on our database (docs/decisions/038-tournament-brackets.md): each change
 * — start, a result, a forfeit, a call, a reset, a player's report, its confirmation or rejection,
 * the bracket's removal — is one write transaction that takes the event's lock (as seats do,
 * decision 029), reads the one document, runs the engine on it, writes it back with the next
 * version and writes its audit entry. Any refusal (`BracketRefusal`) or failure leaves everything
 * as it was. After it is saved the content version moves, so every instance lets its kept pages
 * and JSON go.
 */

type Db = Kysely<Database>;

type Loaded = { event: Event; doc: BracketDocument; version: number };

async function lockedEvent(trx: Db, eventId: string): Promise<Event> {
  const row = await lockEvent(trx, { id: eventId });
  if (!row) throw new BracketRefusal("not-found");
  return toEvent(row);
}

async function readDocument(db: Db, eventId: string) {
  const row = await db
    .selectFrom("brackets")
    .select(["state", "version"])
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return row && { doc: JSON.parse(row.state) as BracketDocument, version: Number(row.version) };
}

async function lockedBracket(trx: Db, eventId: string): Promise<Loaded> {
  const event = await lockedEvent(trx, eventId);
  const stored = await readDocument(trx, eventId);
  if (!stored) throw new BracketRefusal("not-found");
  return { event, ...stored };
}

async function saveDocument(trx: Db, loaded: Loaded, doc: BracketDocument, now: Date) {
  await trx
    .updateTable("brackets")
    .set({ state: JSON.stringify(doc), version: loaded.version + 1, updated_at: now.toISOString() })
    .where("event_id", "=", loaded.event.id)
    .execute();
}

/** A change and its audit entry in one transaction; then every instance lets its copies go. */
async function write<T>(
  db: Db,
  work: (trx: Db) => Promise<{ result: T; audit: AuditOf }>,
  now: Date,
): Promise<T> {
  const result = await writeTransaction(db, async (trx) => {
    const done = await work(trx);
    await recordAudit(trx, done.audit, now);
    return done.result;
  });
  await publishContentChange();
  return result;
}

type AuditOf = {
  actor: string | null;
  action: AuditAction;
  target_type: "event";
  target_id: string;
  summary: string;
};

const entry = (actor: string | null, action: AuditAction, event: Event, summary: string) => ({
  actor,
  action,
  target_type: "event" as const,
  target_id: event.id,
  summary,
});

const quoted = (event: Event) => `"${event.title}"`;

/** The entries: the event's confirmed registrations that are checked in, in arrival order. */
async function checkedIn(trx: Db, eventId: string) {
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

/** The match at `matchId`, if it is still the `version` the change was made from. */
function currentMatch(loaded: Loaded, matchId: string, version: number): Match {
  const match = findMatch(loaded.doc, matchId);
  if (!match) throw new BracketRefusal("not-found");
  if (extrasOf(loaded.doc, match).version !== version) {
    throw new BracketRefusal("stale", {}, staffMatch(loaded.doc, match));
  }
  return match;
}

/** The sides' public names (`?` while one is not known). */
const namesOf = (doc: BracketDocument, match: Match) =>
  [match.opponent1, match.opponent2].map(
    (side) => entriesOf(doc).find((candidate) => candidate.id === side?.id)?.name ?? "?",
  );

/** `Kim–Bo`. */
const pairing = (doc: BracketDocument, match: Match) => namesOf(doc, match).join("–");

const where = (doc: BracketDocument, match: Match, event: Event) =>
  `i ${quoted(event)}, ${staffMatch(doc, match).label}`;

const scoreText = ([one, two]: [number, number]) => `${one}-${two}`;

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

/** The registration's event, locked, and its bracket; the player's side in match `matchId`. */
async function playerMatch(trx: Db, registrationId: string, matchId: string, version: number) {
  const registration = await trx
    .selectFrom("event_registrations")
    .select(["event_id"])
    .where("id", "=", registrationId)
    .executeTakeFirst();
  if (!registration) throw new BracketRefusal("not-found");
  const loaded = await lockedBracket(trx, registration.event_id);
  const player = entriesOf(loaded.doc).find((e) => e.registration_id === registrationId);
  const match = currentMatch(loaded, matchId, version);
  const sides = [match.opponent1?.id, match.opponent2?.id];
  if (!player || !sides.includes(player.id)) throw new BracketRefusal("not-found");
  const side = sides.indexOf(player.id) as 0 | 1;
  const opponent = namesOf(loaded.doc, match)[1 - side];
  return { loaded, match, side, player: player.name, opponent };
}

/** A report's games seen from side 0: `[own, opponent]` of `side` in the match's order. */
const inMatchOrder = (side: 0 | 1, [own, opponent]: [number, number]): [number, number] =>
  side === 0 ? [own, opponent] : [opponent, own];

/** A result a player may report or answer: both sides known, not decided yet. */
function assertOpen(match: Match) {
  if (!bothKnown(match)) throw new BracketRefusal("waiting");
  if (isDecided(match)) throw new BracketRefusal("completed");
}

/** A document with `match`'s extras changed (its version raised: what it shows changed). */
function withExtras(doc: BracketDocument, match: Match, change: Partial<MatchExtras>) {
  const next = structuredClone(doc);
  const extras = extrasOf(doc, match);
  next.extras[match.id] = { ...extras, ...change, version: extras.version + 1 };
  return next;
}

/**
 * `Rapporter resultat` from the player's `/tilmelding/TOKEN` link: `scores` are their own games
 * and the opponent's. It waits for the opponent's `Bekræft`; if the opponent had reported the
 * same result, it counts at once; a different one makes the match `Uenighed` for staff.
 */
export async function reportResult(
  db: Db,
  registrationId: string,
  matchId: string,
  input: { version: number; scores: [number, number] },
  now = new Date(),
): Promise<StaffMatch> {
  return write(
    db,
    async (trx) => {
      const { loaded, match, side, player, opponent } = await playerMatch(
        trx,
        registrationId,
        matchId,
        input.version,
      );
      assertOpen(match);
      const scores = inMatchOrder(side, input.scores);
      const wrong = notDeciding(bestOfMatch(loaded.doc, match), scores);
      if (wrong) throw new BracketRefusal("invalid", { scores: wrong });
      const { report } = extrasOf(loaded.doc, match);
      const place = where(loaded.doc, match, loaded.event);
      const reported = `${player} rapporterede ${scoreText(input.scores)} mod ${opponent} ${place}`;
      let doc: BracketDocument;
      let summary = reported;
      if (report && report.side !== side && scoreText(report.scores) === scoreText(scores)) {
        doc = await changeMatch(loaded.doc, match, { scores });
        summary = `${reported}; det samme som modstanderen, så det tæller`;
      } else if (report && report.side !== side) {
        doc = withExtras(loaded.doc, match, {
          report: { side, scores, at: now.toISOString() },
          disputed: true,
        });
        summary = `${reported}; modstanderen rapporterede ${scoreText(inMatchOrder(side, report.scores))}: uenighed`;
      } else {
        const fresh: Report = { side, scores, at: now.toISOString() };
        doc = withExtras(loaded.doc, match, { report: fresh, disputed: false });
      }
      await saveDocument(trx, loaded, doc, now);
      return {
        result: staffMatch(doc, findMatch(doc, matchId) ?? match),
        audit: entry(null, "match.report", loaded.event, summary),
      };
    },
    now,
  );
}

/**
 * The opponent's answer to a report: `Bekræft` counts it as if staff entered it; `Afvis` makes
 * the match `Uenighed` for staff to decide. Only the side that did not report answers.
 */
export async function answerReport(
  db: Db,
  registrationId: string,
  matchId: string,
  input: { version: number; confirm: boolean },
  now = new Date(),
): Promise<StaffMatch> {
  return write(
    db,
    async (trx) => {
      const { loaded, match, side, player } = await playerMatch(
        trx,
        registrationId,
        matchId,
        input.version,
      );
      assertOpen(match);
      const { report } = extrasOf(loaded.doc, match);
      if (!report || report.side === side) throw new BracketRefusal("not-reported");
      const place = where(loaded.doc, match, loaded.event);
      const result = `${pairing(loaded.doc, match)} ${scoreText(report.scores)}`;
      const doc = input.confirm
        ? await changeMatch(loaded.doc, match, { scores: report.scores })
        : withExtras(loaded.doc, match, { disputed: true });
      await saveDocument(trx, loaded, doc, now);
      const summary = input.confirm
        ? `${player} bekræftede resultatet ${result} ${place}`
        : `${player} afviste resultatet ${result} ${place}: uenighed`;
      return {
        result: staffMatch(doc, findMatch(doc, matchId) ?? match),
        audit: entry(null, "match.report", loaded.event, summary),
      };
    },
    now,
  );
}

/** The event's bracket as staff see it; undefined when the event or its bracket is not there. */
export async function readStaffBracket(db: Db, eventId: string): Promise<StaffBracket | undefined> {
  const event = await db
    .selectFrom("events")
    .select("id")
    .where("id", "=", eventId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  const stored = event && (await readDocument(db, eventId));
  return stored ? staffBracket(stored.doc) : undefined;
}

/** The public bracket of the event at `slug` (not a draft, not in the trash), if it has one. */
export async function readPublicBracket(db: Db, slug: string): Promise<PublicBracket | undefined> {
  const event = await findPublicEvent(db, slug);
  const stored = event && (await readDocument(db, event.id));
  return stored ? publicBracket(stored.doc) : undefined;
}

/**
 * What a player's `/tilmelding/TOKEN` page shows of the tournament: the bracket, the player's
 * entry and their next match with any report on it; undefined when the registration is not an
 * entry of a bracket.
 */
export async function playerView(
  db: Db,
  registrationId: string,
): Promise<{ bracket: PublicBracket; entry_id: string; next: StaffMatch | null } | undefined> {
  const registration = await db
    .selectFrom("event_registrations")
    .select("event_id")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  const stored = registration && (await readDocument(db, registration.event_id));
  if (!stored) return undefined;
  const { doc } = stored;
  if (!entriesOf(doc).some((e) => e.registration_id === registrationId)) return undefined;
  const bracket = publicBracket(doc);
  const next = nextMatchFor(bracket, registrationId);
  const match = next && findMatch(doc, next.id);
  return { bracket, entry_id: registrationId, next: match ? staffMatch(doc, match) : null };
}
