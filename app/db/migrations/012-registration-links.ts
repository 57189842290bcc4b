import { type Kysely, sql } from "kysely";
import { belongsTo, createIndexes, notNull, primaryKey } from "#app/db/ddl.ts";
import type { DatabaseKind } from "#app/db/schema.ts";
import { registrationColumns, registrationIndexes } from "./006-events.ts";

/**
 * A registration's mailed links, each kept as the hash of its token (docs/security.md): every
 * mail that carries a `/tilmelding/TOKEN` link (the confirmation, a repeated sign-up's, a seat
 * given from the waitlist) adds one, and every link mailed before keeps working, so a repeated
 * sign-up tells nobody that the address had signed up already. The one hash a registration held
 * (`cancel_token_hash`) moves here and its column goes: SQLite cannot drop a unique column, so
 * there the table is built again without it, in one transaction (SQLite's own recipe, "Making
 * Other Kinds Of Table Schema Changes"); nothing referred to the table before this one.
 */
export const registrationLinks = (kind: DatabaseKind) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    if (kind === "postgres") {
      await createLinks(db, "event_registrations");
      await copyHashes(db, "event_registrations");
      await db.schema.alterTable("event_registrations").dropColumn("cancel_token_hash").execute();
      return;
    }
    await sql`begin immediate`.execute(db);
    try {
      await rebuildWithoutHash(db);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => {});
      throw error;
    }
  },
});

async function createLinks(db: Kysely<unknown>, registrations: string) {
  await db.schema
    .createTable("event_registration_links")
    .addColumn("hash", "text", primaryKey)
    .addColumn("registration_id", "text", belongsTo(`${registrations}.id`))
    .addColumn("created_at", "text", notNull)
    .execute();
  await createIndexes(db, "event_registration_links", [
    ["event_registration_links_registration_idx", ["registration_id"]],
  ]);
}

async function copyHashes(db: Kysely<unknown>, from: string) {
  await sql`
    insert into event_registration_links (hash, registration_id, created_at)
    select cancel_token_hash, id, created_at from ${sql.table(from)}
    where cancel_token_hash is not null
  `.execute(db);
}

/**
 * SQLite: the registrations copied into a table as migration 006 made it less the hash, the links
 * made to point at it, the old table dropped (no row refers to it, so no cascade), and the copy
 * renamed, which SQLite carries into the links' reference.
 */
async function rebuildWithoutHash(db: Kysely<unknown>) {
  await registrationColumns(db.schema.createTable("event_registrations_new")).execute();
  const columns = sql.raw(
    "id, event_id, name, email, team_name, status, position, created_at, checked_in_at, cancelled_at",
  );
  await sql`insert into event_registrations_new (${columns}) select ${columns} from event_registrations`.execute(
    db,
  );
  await createLinks(db, "event_registrations_new");
  await copyHashes(db, "event_registrations");
  await db.schema.dropTable("event_registrations").execute();
  await db.schema.alterTable("event_registrations_new").renameTo("event_registrations").execute();
  await registrationIndexes(db);
}
