import { type Kysely, sql } from "kysely";
import { createIndexes, type IndexList } from "#app/db/ddl.ts";

/**
 * The testimonials' trash (docs/api.md#audit-log-and-trash): a delete stamps `deleted_at` and
 * `deleted_by`, and the row leaves every page, list and count at once; a restore clears both; the
 * daily sweep removes rows 30 days in the trash. The indexes the public block, the admin list (all
 * rows, by status, the counts) and the staff's pending count use are rebuilt as partial indexes
 * over the live rows, so the trash costs those queries nothing; one more finds the trash, oldest
 * first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("testimonials").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("testimonials").addColumn("deleted_by", "text").execute();

  const live = sql<boolean>`deleted_at is null`;
  const liveIndexes: IndexList = [
    ["testimonials_public_idx", ["status", "is_active", "is_featured desc", "created_at desc"]],
    ["testimonials_status_idx", ["status", "created_at desc", "id desc"]],
    ["testimonials_created_idx", ["created_at desc", "id desc"]],
  ];
  for (const [name] of liveIndexes) await db.schema.dropIndex(name).execute();
  await createIndexes(db, "testimonials", liveIndexes, { where: live });
  await createIndexes(db, "testimonials", [["testimonials_trash_idx", ["deleted_at"]]], {
    where: sql<boolean>`deleted_at is not null`,
  });
}
