import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, notNull, notNullDefault } from "#app/db/ddl.ts";
import type { DatabaseKind } from "#app/db/schema.ts";

/**
 * Visitor reviews (docs/admin.md#reviews-from-guests): a moderation status on every testimonial
 * (rows that exist were typed in by staff, so they are approved), the submissions counted for the
 * hourly limit (shared by every instance because it lives in the database), and indexes that keep
 * the admin's filtered, searched and paged list fast at 10,000 rows.
 */
export function visitorReviews(kind: DatabaseKind): Migration {
  return { up: (db) => up(db, kind) };
}

async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable("testimonials")
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("approved")
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .execute();
  await db.schema.alterTable("testimonials").addColumn("reject_reason", "text").execute();
  // Set when a visitor's comment holds a link: the queue shows it, staff decide.
  await db.schema
    .alterTable("testimonials")
    .addColumn("has_link", "boolean", notNullDefault(false))
    .execute();
  // Duplicate detection: the normalised comment's hash, for visitor submissions.
  await db.schema.alterTable("testimonials").addColumn("comment_hash", "text").execute();

  await db.schema.dropIndex("testimonials_public_idx").execute();
  await createIndexes(db, "testimonials", [
    // The public query now also asks for approved rows.
    ["testimonials_public_idx", ["status", "is_active", "is_featured desc", "created_at desc"]],
    // The admin's list filtered by status, newest first, paged by (created_at, id).
    ["testimonials_status_idx", ["status", "created_at desc", "id desc"]],
    ["testimonials_comment_hash_idx", ["comment_hash"]],
  ]);

  await db.schema
    .createTable("review_submissions")
    .addColumn("address", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await createIndexes(db, "review_submissions", [
    ["review_submissions_address_idx", ["address", "created_at"]],
  ]);

  if (kind === "postgres") await postgresSearch(db);
  else await sqliteSearch(db);
}

/**
 * Search in name and comment ("contains", any case). SQLite: an FTS5 trigram index kept in step
 * by triggers. PostgreSQL: trigram GIN indexes (pg_trgm, a trusted extension shipped with
 * PostgreSQL); where it cannot be installed the search still works, by scanning.
 */
async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table testimonials_search using fts5(
    name, comment, content='testimonials', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`insert into testimonials_search(rowid, name, comment)
    select rowid, name, comment from testimonials`.execute(db);
  await sql`create trigger testimonials_search_insert after insert on testimonials begin
    insert into testimonials_search(rowid, name, comment) values (new.rowid, new.name, new.comment);
  end`.execute(db);
  await sql`create trigger testimonials_search_delete after delete on testimonials begin
    insert into testimonials_search(testimonials_search, rowid, name, comment)
      values ('delete', old.rowid, old.name, old.comment);
  end`.execute(db);
  await sql`create trigger testimonials_search_update after update of name, comment on testimonials begin
    insert into testimonials_search(testimonials_search, rowid, name, comment)
      values ('delete', old.rowid, old.name, old.comment);
    insert into testimonials_search(rowid, name, comment) values (new.rowid, new.name, new.comment);
  end`.execute(db);
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? "public";
  const opclass = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`);
  await sql`create index testimonials_name_search_idx on testimonials using gin (name ${opclass})`.execute(
    db,
  );
  await sql`create index testimonials_comment_search_idx on testimonials using gin (comment ${opclass})`.execute(
    db,
  );
}
