import type { Kysely } from "kysely";

/**
 * The review form's signed start time is good for one review (docs/security.md): each one that
 * led to a stored review is kept here until it would have expired anyway, so a second post with
 * it is recognised on every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonial_form_tokens")
    .addColumn("token", "text", (column) => column.primaryKey())
    .addColumn("used_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("testimonial_form_tokens_used_at_idx")
    .on("testimonial_form_tokens")
    .column("used_at")
    .execute();
}
