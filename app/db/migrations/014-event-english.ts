import { type Kysely, sql } from "kysely";
import { notNullDefault } from "#app/db/ddl.ts";

/**
 * English for events (docs/pages.md#english): an event's title and description in English,
 * written by staff beside the Danish (empty: the English pages show the Danish), and the
 * language a guest signed up in, which every mail about that registration is written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("events").addColumn("title_en", "text", notNullDefault("")).execute();
  await db.schema
    .alterTable("events")
    .addColumn("description_en", "text", notNullDefault(""))
    .execute();
  await db.schema
    .alterTable("event_registrations")
    .addColumn("lang", "text", (column) =>
      column.notNull().defaultTo("da").check(sql`lang in ('da', 'en')`),
    )
    .execute();
}
