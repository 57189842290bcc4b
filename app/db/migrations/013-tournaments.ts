import { type Kysely, sql } from "kysely";
import { notNull, notNullDefault } from "#app/db/ddl.ts";

/**
 * Tournaments on the night (docs/api.md, "Tournaments"). An event says how its tournament is
 * played (used when its kind is `tournament`); a solo player may give a gamertag, the name the
 * bracket shows. The bracket itself is one JSON document per event, written whole in the
 * transaction of each change (docs/decisions/038-tournament-brackets.md): brackets-manager's
 * storage plus our per-match extras, with a version for the whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("events")
    .addColumn("format", "text", (column) =>
      column
        .notNull()
        .defaultTo("single_elimination")
        .check(sql`format in ('single_elimination', 'double_elimination', 'round_robin')`),
    )
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("best_of", "integer", (column) =>
      column.notNull().defaultTo(1).check(sql`best_of in (1, 3, 5)`),
    )
    .execute();
  // Null: the final is played as every other match.
  await db.schema
    .alterTable("events")
    .addColumn("final_best_of", "integer", (column) =>
      column.check(sql`final_best_of is null or final_best_of in (1, 3, 5)`),
    )
    .execute();
  await db.schema
    .alterTable("events")
    .addColumn("third_place", "boolean", notNullDefault(false))
    .execute();
  await db.schema.alterTable("event_registrations").addColumn("gamertag", "text").execute();

  await db.schema
    .createTable("brackets")
    .addColumn("event_id", "text", (column) =>
      column.primaryKey().references("events.id").onDelete("cascade"),
    )
    // JSON: brackets-manager's tables and our extras per match (version, station, report).
    .addColumn("state", "text", notNull)
    .addColumn("version", "integer", notNullDefault(1))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
}
