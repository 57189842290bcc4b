import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { moveToTrash, takeFromTrash } from "#app/db/rows.server.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { type AuditOf, audited, auditedWrite } from "#app/platform/audited-write.server.ts";
import type { Event, Registration } from "./event.ts";
import { eventColumns, toEvent, toRegistration } from "./rows.server.ts";
import type { EventInput, EventUpdate } from "./schema.ts";
import { fillFreeSeats, lockEvent } from "./seats.server.ts";
import { freeSlug, slugFromTitle } from "./slug.ts";

/**
 * Staff's side of events (docs/api.md#events-for-staff): create, edit with a version check, cancel,
 * the trash. The slug is made once, from the first title, so links already shared keep working.
 */

type Db = Kysely<Database>;

/** Tries at taking a free slug while others take the same one (the unique index decides). */
const SLUG_ATTEMPTS = 5;

/**
 * A new event (with its audit entry, when `audit` is given, in the same transaction). Two staff
 * taking the same slug at once: the unique index decides, and the later one takes the next.
 */
export async function createEvent(
  db: Db,
  input: EventInput,
  now = new Date(),
  audit?: AuditOf<Event>,
): Promise<Event> {
  const base = slugFromTitle(input.title);
  const at = now.toISOString();
  const insert = async (trx: Db) => {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const rows = await trx
        .selectFrom("events")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute();
      const slug = freeSlug(base, new Set(rows.map((row) => row.slug)));
      const inserted = await trx
        .insertInto("events")
        .values({ id: randomUUID(), slug, ...eventColumns(input), created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return toEvent(inserted);
    }
    throw new Error(`no free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
  };
  return auditedWrite(db, insert, audit, now);
}

export type UpdateResult =
  | { kind: "updated"; event: Event; promoted: Registration[] }
  | { kind: "stale"; current: Event }
  | { kind: "not-found" };

/**
 * Saves an edit made from `input.version`, if that is still the event's version. A new time or
 * status raises the iCalendar SEQUENCE, so calendars replace their copy. Seats a raised (or
 * lifted) capacity frees go to the waitlist; a lowered one moves no one.
 */
export async function updateEvent(
  db: Db,
  id: string,
  input: EventUpdate,
  now = new Date(),
  audit?: AuditOf<{ before: Event; after: Event; promoted: Registration[] }>,
): Promise<UpdateResult> {
  return writeTransaction(db, async (trx) => {
    const before = await lockEvent(trx, { id });
    if (!before) return { kind: "not-found" } as const;
    if (Number(before.version) !== input.version) {
      return { kind: "stale", current: toEvent(before) } as const;
    }
    const columns = eventColumns(input);
    const rescheduled =
      columns.starts_at !== before.starts_at ||
      columns.ends_at !== before.ends_at ||
      columns.status !== before.status;
    const after = await trx
      .updateTable("events")
      .set((eb) => ({
        ...columns,
        // A cancellation's message belongs to the cancellation.
        cancel_message: columns.status === "cancelled" ? before.cancel_message : null,
        version: eb("version", "+", 1),
        sequence: rescheduled ? eb("sequence", "+", 1) : eb.ref("sequence"),
        updated_at: now.toISOString(),
      }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const promoted = await fillFreeSeats(trx, after, now);
    const event = toEvent(after);
    await audited(trx, audit, { before: toEvent(before), after: event, promoted }, now);
    return { kind: "updated", event, promoted } as const;
  });
}

export type CancelEventResult =
  | {
      kind: "cancelled";
      event: Event;
      /** Everyone confirmed or waitlisted: each gets the message by e-mail. */
      recipients: Registration[];
    }
  /** Cancelled before: nothing changes, and nobody is told twice. */
  | { kind: "already-cancelled"; event: Event }
  | { kind: "not-found" };

/** `Aflys` with a message: the event stays listed as `Aflyst`; its sign-ups are kept. */
export async function cancelEvent(
  db: Db,
  id: string,
  message: string,
  now = new Date(),
  audit?: AuditOf<{ event: Event; recipients: Registration[] }>,
): Promise<CancelEventResult> {
  return writeTransaction(db, async (trx) => {
    const before = await lockEvent(trx, { id });
    if (!before) return { kind: "not-found" } as const;
    if (before.status === "cancelled") {
      return { kind: "already-cancelled", event: toEvent(before) } as const;
    }
    const after = await markCancelled(trx, id, message, now);
    const recipients = await guestsWithMail(trx, id);
    const done = { event: toEvent(after), recipients: recipients.map(toRegistration) };
    await audited(trx, audit, done, now);
    return { kind: "cancelled", ...done } as const;
  });
}

export type DeleteEventResult =
  | {
      kind: "deleted";
      event: Event;
      /** Those `guestsToTell` counts: the event was cancelled with `message`, and each is told. */
      told: Registration[];
    }
  /** It has guests to tell, and no message for them came: nothing changed. */
  | { kind: "message-needed" }
  | { kind: "not-found" };

/**
 * Into the trash (docs/api.md#audit-log-and-trash): off every page, list and feed at once. An event with guests
 * to tell (`guestsToTell`) is cancelled with `message` in the same transaction, as `Aflys` does,
 * so a restore brings it back cancelled, as its guests were told.
 */
export async function deleteEvent(
  db: Db,
  id: string,
  by: string | null,
  now = new Date(),
  audit?: AuditOf<{ event: Event; told: Registration[] }>,
  message?: string,
): Promise<DeleteEventResult> {
  return writeTransaction(db, async (trx) => {
    const before = await lockEvent(trx, { id });
    if (!before) return { kind: "not-found" } as const;
    const over = now.toISOString() >= before.ends_at;
    const told = before.status === "cancelled" || over ? [] : await guestsWithMail(trx, id);
    if (told.length > 0) {
      if (!message) return { kind: "message-needed" } as const;
      await markCancelled(trx, id, message, now);
    }
    const row = await moveToTrash(trx, "events", id, by, now);
    if (!row) return { kind: "not-found" } as const;
    const done = { event: toEvent(row), told: told.map(toRegistration) };
    await audited(trx, audit, done, now);
    return { kind: "deleted", ...done } as const;
  });
}

/**
 * The event as `Aflyst` with its message, for `Aflys` and for deleting an event with guests: a
 * new version for the admin's conflict check, a new sequence so calendars replace the entry.
 */
function markCancelled(trx: Db, id: string, message: string, now: Date) {
  return trx
    .updateTable("events")
    .set((eb) => ({
      status: "cancelled",
      cancel_message: message,
      version: eb("version", "+", 1),
      sequence: eb("sequence", "+", 1),
      updated_at: now.toISOString(),
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Everyone confirmed or waitlisted who can be mailed, in order of sign-up. */
function guestsWithMail(trx: Db, eventId: string) {
  return trx
    .selectFrom("event_registrations")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("status", "in", ["confirmed", "waitlisted"])
    .where("email", "is not", null)
    .orderBy("created_at")
    .execute();
}

/** Back from the trash as it was; undefined when it is not in the trash. */
export async function restoreEvent(
  db: Db,
  id: string,
  now = new Date(),
  audit?: AuditOf<Event>,
): Promise<Event | undefined> {
  const restore = async (trx: Db) => {
    const row = await takeFromTrash(trx, "events", id);
    return row && toEvent(row);
  };
  return auditedWrite(db, restore, audit, now);
}

/** The trash's events (`GET /api/admin/trash`), most recently deleted first. */
export async function listTrashedEvents(db: Db) {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "deleted_at", "deleted_by"])
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .execute();
  return rows.map((row) => ({
    type: "event" as const,
    ...row,
    deleted_at: String(row.deleted_at),
  }));
}
