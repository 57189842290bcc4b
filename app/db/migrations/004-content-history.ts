import type { Kysely } from "kysely";

/**
 * The content history says what each version did (the admin's Historik:
 * docs/admin.md#the-centers-content): the fields it changed since the version before (JSON list of
 * paths, `["3.answer"]`), and, for a restore, the version it brought back. Rows saved before this
 * migration have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_versions").addColumn("changed", "text").execute();
  await db.schema.alterTable("content_versions").addColumn("restored_from", "integer").execute();
}
