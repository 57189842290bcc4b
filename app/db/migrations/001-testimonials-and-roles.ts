import { type Kysely, sql } from "kysely";
import { belongsTo, createIndexes, notNull, notNullDefault, primaryKey } from "#app/db/ddl.ts";

/** Our own tables; better-auth's (user, session, account, verification, rateLimit) come first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "text", primaryKey)
    .addColumn("name", "text", notNull)
    .addColumn("comment", "text", notNull)
    .addColumn("rating", "integer", (column) =>
      column.notNull().defaultTo(5).check(sql`rating between 1 and 5`),
    )
    .addColumn("location", "text", notNull)
    .addColumn("gaming_type", "text")
    .addColumn("is_featured", "boolean", notNullDefault(false))
    .addColumn("is_active", "boolean", notNullDefault(true))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("version", "integer", notNullDefault(1))
    .execute();

  await createIndexes(db, "testimonials", [
    // Serves the public query: active rows, featured first, newest first.
    ["testimonials_public_idx", ["is_active", "is_featured desc", "created_at desc"]],
    ["testimonials_created_idx", ["created_at desc"]],
  ]);

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", belongsTo("user.id"))
    .addColumn("role", "text", notNull)
    .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_roles").execute();
  await db.schema.dropTable("testimonials").execute();
}
