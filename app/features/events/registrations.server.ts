import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { containsText } from "#app/db/database.server.ts";
import { findRow } from "#app/db/rows.server.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { type AuditOf, audited, auditedWrite } from "#app/platform/audited-write.server.ts";
import { hashLinkToken, newLinkToken } from "#app/platform/link-token.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { type Event, type Registration, signUpState } from "./event.ts";
import { toEvent, toRegistration } from "./rows.server.ts";
import type { RegistrationInput } from "./schema.ts";
import { closeGap, fillFreeSeats, lockEvent, seatsTaken } from "./seats.server.ts";

/**
 * Sign-ups (docs/api.md#post-apieventsslugregistrations): a seat or a place on the waitlist,
 * decided with the event locked so no seat is given twice; cancelling frees the seat for the first
 * on the waitlist in the same transaction. Each result says what changed, so the caller can send
 * the e-mails after answering.
 */

type Db = Kysely<Database>;

export type SignUpResult =
  | {
      kind: "registered";
      event: Event;
      registration: Registration;
      /** For the personal `/tilmelding/TOKEN` link in the mail: a new one for every mail. */
      token: string;
      /** The same e-mail had signed up already: the registration as it was, no new row. */
      repeated: boolean;
    }
  | { kind: "not-found" }
  | { kind: "closed" }
  | { kind: "full" }
  /** The address is over its hourly number of sign-ups (`SignUpLimit`): no seat taken. */
  | { kind: "rate-limited" };

/** Sign-ups an address may make in an hour, counted in the sign-up's own transaction. */
export type SignUpLimit = { address: string; perHour: number };

/** A checked sign-up; the gamertag may be left out (a sign-up that is not for a solo tournament). */
type SignUpInput = Omit<RegistrationInput, "gamertag"> & { gamertag?: string | null };

/**
 * Signs `input` up for the event at `slug`: confirmed while seats are left, else waitlisted at
 * the end of the line (or refused `full` when the event keeps no waitlist). Drafts and events in
 * the trash are not found; past, closed and cancelled events are `closed`. The same e-mail again
 * gets the registration it holds and a new link beside the ones mailed before.
 *
 * One transaction, so one commit (one fsync) a sign-up: the address's count first, then the
 * event's lock, held for the fewest statements (a rush of sign-ups for one event takes turns
 * there; docs/performance.md).
 */
export async function signUp(
  db: Db,
  slug: string,
  input: SignUpInput,
  now = new Date(),
  limit?: SignUpLimit,
): Promise<SignUpResult> {
  return writeTransaction(db, async (trx) => {
    if (limit) {
      const { address, perHour } = limit;
      const allowed = await takeSubmission(trx, "event-signup", address, perHour, now.getTime());
      if (!allowed) return { kind: "rate-limited" } as const;
    }
    const row = await lockEvent(trx, { slug });
    if (!row || row.status === "draft") return { kind: "not-found" } as const;
    const event = toEvent(row);
    // Closed (by status or time) whatever the count.
    if (signUpState(event, 0, now) === "closed") return { kind: "closed" } as const;

    const existing = await findRow(trx, "event_registrations", {
      event_id: event.id,
      email: input.email,
    });
    if (existing && existing.status !== "cancelled") {
      const token = await addLink(trx, existing.id, now);
      const registration = toRegistration(existing);
      return { kind: "registered", event, registration, token, repeated: true } as const;
    }

    const seats = await seatsTaken(trx, event.id);
    const state = signUpState(event, seats.confirmed, now);
    if (state === "full") return { kind: "full" } as const;
    const seat =
      state === "open"
        ? { status: "confirmed" as const, position: null }
        : { status: "waitlisted" as const, position: seats.nextPosition };
    const values = {
      name: input.name,
      email: input.email,
      team_name: input.team_name,
      gamertag: input.gamertag ?? null,
      ...seat,
      created_at: now.toISOString(),
      checked_in_at: null,
      cancelled_at: null,
    };
    // Someone who cancelled and signs up again is a new arrival on their old row.
    const saved = existing
      ? await trx
          .updateTable("event_registrations")
          .set(values)
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto("event_registrations")
          .values({ id: randomUUID(), event_id: event.id, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    const token = await addLink(trx, saved.id, now);
    const registration = toRegistration(saved);
    return { kind: "registered", event, registration, token, repeated: false } as const;
  });
}

/** A new link for registration `id`: only its token's hash is stored. */
async function addLink(trx: Db, id: string, now: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  await trx
    .insertInto("event_registration_links")
    .values({ hash, registration_id: id, created_at: now.toISOString() })
    .execute();
  return token;
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
