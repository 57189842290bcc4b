import type { Kysely } from "kysely";
import { isSqlite } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { Registration } from "./event.ts";
import { type EventRow, type RegistrationRow, toRegistration } from "./rows.server.ts";

/**
 * The seats of one event, inside a write transaction (app/db/write-transaction.server.ts). Every
 * change of who holds a seat first takes the event's lock (`lockEvent`), so the count a change
 * reads is the count it writes against, on any number of instances (docs/decisions/029-event-seats-and-calendars.md).
 */

type Trx = Kysely<Database>;

/**
 * The event (not in the trash), locked until the transaction ends: PostgreSQL locks its row;
 * SQLite's `BEGIN IMMEDIATE` already holds the whole database.
 */
export async function lockEvent(
  trx: Trx,
  where: { id: string } | { slug: string },
): Promise<EventRow | undefined> {
  const query = trx
    .selectFrom("events")
    .selectAll()
    .where("deleted_at", "is", null)
    .$if("id" in where, (q) => q.where("id", "=", (where as { id: string }).id))
    .$if("slug" in where, (q) => q.where("slug", "=", (where as { slug: string }).slug));
  return (isSqlite(trx) ? query : query.forUpdate()).executeTakeFirst();
}

async function countConfirmed(trx: Trx, eventId: string): Promise<number> {
  const row = await trx
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("event_id", "=", eventId)
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many hold a seat, and the next place at the end of the waitlist, in one statement (a
 * sign-up holds the event's lock while it reads them, so it reads them at once).
 */
export async function seatsTaken(
  trx: Trx,
  eventId: string,
): Promise<{ confirmed: number; nextPosition: number }> {
  const row = await trx
    .selectFrom("event_registrations")
    .select((eb) => [
      eb.fn.countAll().filterWhere("status", "=", "confirmed").as("confirmed"),
      eb.fn.max("position").filterWhere("status", "=", "waitlisted").as("last"),
    ])
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return { confirmed: Number(row.confirmed), nextPosition: Number(row.last ?? 0) + 1 };
}

/** Everyone after `position` moves up `by` places: the waitlist stays 1..n. */
export async function closeGap(trx: Trx, eventId: string, position: number, by = 1) {
  await trx
    .updateTable("event_registrations")
    .set((eb) => ({ position: eb("position", "-", by) }))
    .where("event_id", "=", eventId)
    .where("status", "=", "waitlisted")
    .where("position", ">", position)
    .execute();
}

/**
 * Seats that are free (one was cancelled, the capacity raised or lifted) go to the first on the
 * waitlist, in order. Only before the event starts, and not for a draft or cancelled one.
 * Lowering the capacity below the confirmed count moves no one.
 */
export async function fillFreeSeats(trx: Trx, event: EventRow, now: Date): Promise<Registration[]> {
  if (event.status !== "scheduled" || now.toISOString() >= event.starts_at) return [];
  const free =
    event.capacity === null
      ? Number.POSITIVE_INFINITY
      : Number(event.capacity) - (await countConfirmed(trx, event.id));
  if (free <= 0) return [];
  const first = await trx
    .selectFrom("event_registrations")
    .selectAll()
    .where("event_id", "=", event.id)
    .where("status", "=", "waitlisted")
    .orderBy("position")
    .$if(Number.isFinite(free), (q) => q.limit(free))
    .execute();
  if (first.length === 0) return [];
  const promoted: RegistrationRow[] = [];
  for (const row of first) {
    const updated = await trx
      .updateTable("event_registrations")
      .set({ status: "confirmed", position: null })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    promoted.push(updated);
  }
  const last = Number(first.at(-1)?.position ?? 0);
  await closeGap(trx, event.id, last, first.length);
  return promoted.map(toRegistration);
}
