import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import { belongsTo, createIndexes, notNull, notNullDefault, primaryKey } from "#app/db/ddl.ts";

/**
 * Dated events and their sign-ups (docs/api.md#events-for-staff). Times are UTC ISO 8601 text, as
 * in the other tables, so both databases order them alike. A registration's name, e-mail and team
 * name are cleared 30 days after its event (the count and status stay), hence nullable; its cancel
 * link's token is kept only as a hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("events")
    .addColumn("id", "text", primaryKey)
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", notNull)
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind in ('tournament', 'lan', 'event')`),
    )
    .addColumn("game", "text")
    .addColumn("description", "text", notNullDefault(""))
    .addColumn("starts_at", "text", notNull)
    .addColumn("ends_at", "text", notNull)
    // Null: no limit.
    .addColumn("capacity", "integer", (column) =>
      column.check(sql`capacity is null or capacity between 1 and 1000`),
    )
    .addColumn("team_size", "integer", (column) =>
      column.notNull().defaultTo(1).check(sql`team_size between 1 and 10`),
    )
    // Whole øre, so a price is exact on both databases (the API speaks kroner).
    .addColumn("price_ore", "integer", (column) =>
      column.notNull().defaultTo(0).check(sql`price_ore between 0 and 1000000`),
    )
    .addColumn("signup_closes_at", "text", notNull)
    .addColumn("waitlist", "boolean", notNullDefault(true))
    .addColumn("status", "text", (column) =>
      column.notNull().defaultTo("draft").check(sql`status in ('draft', 'scheduled', 'cancelled')`),
    )
    // The staff's message when the event was cancelled.
    .addColumn("cancel_message", "text")
    // An uploaded image (content_images) as JSON: `{ "id", "width", "height" }`.
    .addColumn("image", "text")
    .addColumn("version", "integer", notNullDefault(1))
    // iCalendar's SEQUENCE: raised when the time or the status changes.
    .addColumn("sequence", "integer", notNullDefault(0))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    // In the trash since (docs/api.md#audit-log-and-trash); the e-mail of who put it there.
    .addColumn("deleted_at", "text")
    .addColumn("deleted_by", "text")
    .execute();
  // The lists (upcoming, past, the feed) leave out the trash and order by time.
  await createIndexes(db, "events", [["events_listed_idx", ["deleted_at", "starts_at"]]]);

  await registrationColumns(db.schema.createTable("event_registrations"))
    // SHA-256 of the personal cancel link's token (≥ 128 random bits); the token itself is mailed.
    .addColumn("cancel_token_hash", "text", (column) => column.unique())
    .execute();
  await registrationIndexes(db);
}

/**
 * The registrations' columns as this migration made them, but for the cancel token's hash that
 * comes last: migration 012 builds the same table again without it on SQLite.
 */
export function registrationColumns<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) {
  return (
    table
      .addColumn("id", "text", primaryKey)
      .addColumn("event_id", "text", belongsTo("events.id"))
      .addColumn("name", "text")
      // Trimmed and lower-cased: one registration per address and event.
      .addColumn("email", "text")
      .addColumn("team_name", "text")
      .addColumn("status", "text", (column) =>
        column.notNull().check(sql`status in ('confirmed', 'waitlisted', 'cancelled')`),
      )
      // 1..n in arrival order while waitlisted; null otherwise.
      .addColumn("position", "integer")
      .addColumn("created_at", "text", notNull)
      .addColumn("checked_in_at", "text")
      .addColumn("cancelled_at", "text")
  );
}

/** The registrations' indexes: one registration per address and event, and the waitlist's order. */
export async function registrationIndexes(db: Kysely<unknown>) {
  await createIndexes(
    db,
    "event_registrations",
    [["event_registrations_email_idx", ["event_id", "email"]]],
    { unique: true },
  );
  await createIndexes(db, "event_registrations", [
    ["event_registrations_status_idx", ["event_id", "status", "position"]],
  ]);
}
