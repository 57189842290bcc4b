import { type Kysely, sql } from "kysely";
import { containsText } from "#app/db/database.server.ts";
import { findRow } from "#app/db/rows.server.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { type AuditOf, audited, auditedWrite } from "#app/platform/audited-write.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { hashLinkToken, newLinkToken } from "#app/platform/link-token.server.ts";
import type { Event, Registration } from "./event.ts";
import { toEvent, toRegistration } from "./rows.server.ts";
import { closeGap, fillFreeSeats, lockEvent } from "./seats.server.ts";
import {
  type SignUpInput,
  type SignUpLimit,
  type SignUpRequest,
  type SignUpResult,
  signUpBatch,
} from "./sign-up-batch.server.ts";

/**
 * Sign-ups (docs/api.md#post-apieventsslugregistrations): a seat or a place on the waitlist,
 * decided with the event locked so no seat is given twice; cancelling frees the seat for the first
 * on the waitlist in the same transaction. Each result says what changed, so the caller can send
 * the e-mails after answering.
 */

type Db = Kysely<Database>;

export type { SignUpLimit, SignUpResult } from "./sign-up-batch.server.ts";

/** A sign-up waiting for its event's next transaction, and who waits for its result. */
type Queued = SignUpRequest & {
  done: (result: SignUpResult) => void;
  failed: (error: unknown) => void;
};

/** Each event's sign-ups not yet decided (by slug), on each database, in this process. */
const queues = new WeakMap<Db, Map<string, Queued[]>>();

/** The most sign-ups one transaction decides; more wait for the next. */
const BATCH_MAX = 100;

/**
 * Signs `input` up for the event at `slug` (`signUpBatch` says how). One transaction for the
 * event runs at a time in this process; the sign-ups that come while it runs wait and are decided
 * together in the next, so a rush costs a commit, a turn of the event's lock and an announcement
 * to the other instances for each batch, not for each guest (docs/performance.md). With
 * `limit`, the address's hourly count is taken in the same transaction.
 */
export function signUp(
  db: Db,
  slug: string,
  input: SignUpInput,
  now = new Date(),
  limit?: SignUpLimit,
): Promise<SignUpResult> {
  return new Promise((done, failed) => {
    const events = queues.get(db) ?? new Map<string, Queued[]>();
    queues.set(db, events);
    const queued = events.get(slug);
    const request = { input, now, limit, done, failed };
    if (queued) {
      queued.push(request);
      return;
    }
    const queue = [request];
    events.set(slug, queue);
    // After the requests already received have had their turn: on SQLite a transaction runs to
    // its end without letting any other request in, so those received with this one join it here.
    setImmediate(() => void decide(db, slug, queue, events));
  });
}

/** Decides `queue` batch by batch until no one waits; then the event has no queue. */
async function decide(db: Db, slug: string, queue: Queued[], events: Map<string, Queued[]>) {
  while (queue.length > 0) {
    const batch = queue.splice(0, BATCH_MAX);
    try {
      const results = await writeTransaction(db, (trx) => signUpBatch(trx, slug, batch));
      // Pages showing seats follow on every instance: one announcement for the batch.
      if (results.some((result) => result.kind === "registered" && !result.repeated)) {
        await publishContentChange();
      }
      batch.forEach((request, index) => {
        request.done(results[index] as SignUpResult);
      });
    } catch (error) {
      for (const request of batch) request.failed(error);
    }
  }
  events.delete(slug);
}

export type CancelResult =
  | {
      kind: "cancelled";
      event: Event;
      registration: Registration;
      /** Now confirmed from the waitlist: each is told `Du har fået en plads`. */
      promoted: Registration[];
      /** It was cancelled before: nothing changed. */
      already: boolean;
    }
  | { kind: "not-found" };

/** The registration and its event, for the holder of any link mailed for it. */
export async function findByToken(
  db: Db,
  token: string,
): Promise<{ event: Event; registration: Registration } | undefined> {
  const row = await db
    .selectFrom("event_registration_links as link")
    .innerJoin("event_registrations as registration", "registration.id", "link.registration_id")
    .selectAll("registration")
    .where("link.hash", "=", hashLinkToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const event = await findRow(db, "events", { id: row.event_id, deleted_at: null });
  return event ? { event: toEvent(event), registration: toRegistration(row) } : undefined;
}

/** `Afmeld` through the mailed link. */
export async function cancelByToken(db: Db, token: string, now = new Date()) {
  const found = await findByToken(db, token);
  if (!found) return { kind: "not-found" } as const;
  return cancelRegistration(db, found.event.id, found.registration.id, now);
}

/**
 * Cancels a registration (its holder, or staff): a confirmed seat goes to the first on the
 * waitlist; a place on the waitlist closes up behind it.
 */
export async function cancelRegistration(
  db: Db,
  eventId: string,
  registrationId: string,
  now = new Date(),
  audit?: AuditOf<Extract<CancelResult, { kind: "cancelled" }>>,
): Promise<CancelResult> {
  return writeTransaction(db, async (trx) => {
    const event = await lockEvent(trx, { id: eventId });
    if (!event) return { kind: "not-found" } as const;
    const row = await findRow(trx, "event_registrations", {
      id: registrationId,
      event_id: eventId,
    });
    if (!row) return { kind: "not-found" } as const;
    const answer = { kind: "cancelled", event: toEvent(event) } as const;
    if (row.status === "cancelled") {
      return { ...answer, registration: toRegistration(row), promoted: [], already: true };
    }
    const cancelled = await trx
      .updateTable("event_registrations")
      .set({ status: "cancelled", position: null, cancelled_at: now.toISOString() })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.position !== null) await closeGap(trx, eventId, Number(row.position));
    const promoted = row.status === "confirmed" ? await fillFreeSeats(trx, event, now) : [];
    const done = { ...answer, registration: toRegistration(cancelled), promoted, already: false };
    await audited(trx, audit, done, now);
    return done;
  });
}

/** Staff's `Tjek ind` (or undoing it). Undefined when there is no such registration. */
export async function setCheckedIn(
  db: Db,
  eventId: string,
  registrationId: string,
  checkedIn: boolean,
  now = new Date(),
  audit?: AuditOf<Registration>,
): Promise<Registration | undefined> {
  const checkIn = async (trx: Db) => {
    const row = await trx
      .updateTable("event_registrations")
      // Checked in again (a second tap, a click sent twice): the time of arrival stays.
      .set({
        checked_in_at: checkedIn
          ? sql<string>`coalesce(checked_in_at, ${now.toISOString()})`
          : null,
      })
      .where("id", "=", registrationId)
      .where("event_id", "=", eventId)
      .returningAll()
      .executeTakeFirst();
    return row && toRegistration(row);
  };
  return auditedWrite(db, checkIn, audit, now);
}

/** An event's registrations: the confirmed in arrival order, then the waitlist, then cancelled. */
export async function listRegistrations(db: Db, eventId: string): Promise<Registration[]> {
  return (await inListOrder(db, eventId).execute()).map(toRegistration);
}

/**
 * `limit` of an event's registrations in list order from place `from`, and how many there are;
 * with `q`, only those whose name, e-mail or team holds it (the door looks a guest up).
 */
export async function registrationsPage(
  db: Db,
  eventId: string,
  from: number,
  limit: number,
  q = "",
): Promise<{ rows: Registration[]; total: number }> {
  const found = () => containsText(db, SEARCHED, q);
  const [rows, counted] = await Promise.all([
    inListOrder(db, eventId)
      .$if(q !== "", (query) => query.where(found))
      .limit(limit)
      .offset(from)
      .execute(),
    db
      .selectFrom("event_registrations")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("event_id", "=", eventId)
      .$if(q !== "", (query) => query.where(found))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRegistration), total: Number(counted.total) };
}

const SEARCHED = ["name", "email", "team_name"] as const;

function inListOrder(db: Db, eventId: string) {
  return db
    .selectFrom("event_registrations")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy((eb) =>
      eb
        .case()
        .when("status", "=", "confirmed")
        .then(0)
        .when("status", "=", "waitlisted")
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id");
}

/**
 * A new link for a registration, for a mail that carries it (a seat given from the waitlist);
 * the links mailed before keep working. Undefined when the registration is gone or erased.
 */
export async function newCancelLink(
  db: Db,
  registrationId: string,
  now = new Date(),
): Promise<string | undefined> {
  const { token, hash } = newLinkToken();
  const added = await db
    .insertInto("event_registration_links")
    .columns(["hash", "registration_id", "created_at"])
    .expression((eb) =>
      eb
        .selectFrom("event_registrations")
        .select([eb.val(hash).as("hash"), "id", eb.val(now.toISOString()).as("created_at")])
        .where("id", "=", registrationId)
        .where("email", "is not", null),
    )
    .returning("hash")
    .executeTakeFirst();
  return added ? token : undefined;
}
