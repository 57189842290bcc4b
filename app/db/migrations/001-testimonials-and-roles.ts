import { type Kysely, sql } from "kysely";

/** Our own tables; better-auth's (user, session, account, verification, rateLimit) come first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("comment", "text", (column) => column.notNull())
    .addColumn("rating", "integer", (column) =>
      column.notNull().defaultTo(5).check(sql`rating between 1 and 5`),
    )
    .addColumn("location", "text", (column) => column.notNull())
    .addColumn("gaming_type", "text")
    .addColumn("is_featured", "boolean", (column) => column.notNull().defaultTo(false))
    .addColumn("is_active", "boolean", (column) => column.notNull().defaultTo(true))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  // Serves the public query: active rows, featured first, newest first.
  await db.schema
    .createIndex("testimonials_public_idx")
    .on("testimonials")
    .columns(["is_active", "is_featured desc", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("testimonials_created_idx")
    .on("testimonials")
    .column("created_at desc")
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (column) =>
      column.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("role", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("user_roles_pkey", ["user_id", "role"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_roles").execute();
  await db.schema.dropTable("testimonials").execute();
}
