import type { Kysely } from "kysely";
import { createIndexes, notNull, primaryKey } from "#app/db/ddl.ts";

/**
 * The review form's signed start time is good for one review (docs/security.md): each one that
 * led to a stored review is kept here until it would have expired anyway, so a second post with
 * it is recognised on every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonial_form_tokens")
    .addColumn("token", "text", primaryKey)
    .addColumn("used_at", "text", notNull)
    .execute();
  await createIndexes(db, "testimonial_form_tokens", [
    ["testimonial_form_tokens_used_at_idx", ["used_at"]],
  ]);
}
