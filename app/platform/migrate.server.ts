import { resolve } from "node:path";
import { getMigrations } from "better-auth/db/migration";
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import type { DatabaseHandle } from "#app/db/database.server.ts";
import * as initial from "#app/db/migrations/001-testimonials-and-roles.ts";
import { visitorReviews } from "#app/db/migrations/002-visitor-reviews.ts";
import { content } from "#app/db/migrations/003-content.ts";
import * as contentHistory from "#app/db/migrations/004-content-history.ts";
import * as testimonialFormTokens from "#app/db/migrations/005-testimonial-form-tokens.ts";
import * as events from "#app/db/migrations/006-events.ts";
import { auditLog } from "#app/db/migrations/007-audit-log.ts";
import * as accounts from "#app/db/migrations/008-accounts.ts";
import * as testimonialTrash from "#app/db/migrations/010-testimonial-trash.ts";
import * as nightHoursOnce from "#app/db/migrations/011-night-hours-once.ts";
import { registrationLinks } from "#app/db/migrations/012-registration-links.ts";
import * as tournaments from "#app/db/migrations/013-tournaments.ts";
import * as eventEnglish from "#app/db/migrations/014-event-english.ts";
import * as testimonialLang from "#app/db/migrations/015-testimonial-lang.ts";
import type { DatabaseKind } from "#app/db/schema.ts";
import { withFileLock } from "#app/db/sqlite.server.ts";
import { authOptions } from "./auth.server.ts";
import { seedContent } from "./content-store.server.ts";

/**
 * One migration run for both databases (docs/decisions/021-database.md): better-auth's tables
 * from its own schema (getMigrations), then ours in order through Kysely's Migrator. A
 * cross-process lock makes two processes starting at once take turns; the second finds nothing
 * left to do.
 */

/** Some migrations build what only one database has (search indexes). */
const migrations = (kind: DatabaseKind): Record<string, Migration> => ({
  "001-testimonials-and-roles": initial,
  "002-visitor-reviews": visitorReviews(kind),
  "003-content": content(kind),
  "004-content-history": contentHistory,
  "005-testimonial-form-tokens": testimonialFormTokens,
  "006-events": events,
  "007-audit-log": auditLog(kind),
  "008-accounts": accounts,
  "010-testimonial-trash": testimonialTrash,
  "011-night-hours-once": nightHoursOnce,
  "012-registration-links": registrationLinks(kind),
  "013-tournaments": tournaments,
  "014-event-english": eventEnglish,
  "015-testimonial-lang": testimonialLang,
});

/** Our migrations' names, in the order they run. */
export const MIGRATION_NAMES = Object.keys(migrations("sqlite"));

/**
 * A 32-bit number unique to this application; with the schema's hash it names the lock
 * (pg_advisory_lock(int, int)), so instances of the site in different schemas of one database
 * do not wait for each other's migrations.
 */
export const PG_LOCK_KEY = 727_274_401;

export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return withMigrationLock(handle, async () => {
    const options = authOptions(handle, {
      siteUrl: "http://localhost",
      siteName: "schema",
      secret: "only-used-to-describe-the-schema-0000000",
      production: true,
    });
    const auth = await getMigrations(options);
    await auth.runMigrations();
    const migrator = new Migrator({
      db: handle.db as Kysely<unknown>,
      provider: { getMigrations: async () => migrations(handle.kind) },
      // Kysely looks for its bookkeeping tables in every schema; keep it to ours.
      ...(handle.kind === "postgres" ? { migrationTableSchema: await currentSchema(handle) } : {}),
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error;
    // The shipped content becomes version 1 of each section not saved yet (first start).
    await seedContent(handle.db);
    return [
      ...auth.toBeCreated.map((table) => `auth table ${table.table}`),
      ...(results ?? []).map((result) => `${result.migrationName}: ${result.status}`),
    ];
  });
}

async function currentSchema(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    handle.db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check search_path");
  return schema;
}

async function withMigrationLock<T>(handle: DatabaseHandle, run: () => Promise<T>): Promise<T> {
  if (handle.kind === "postgres") {
    return handle.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${PG_LOCK_KEY}, hashtext(current_schema()))`.execute(
        connection,
      );
      try {
        return await run();
      } finally {
        await sql`select pg_advisory_unlock(${PG_LOCK_KEY}, hashtext(current_schema()))`.execute(
          connection,
        );
      }
    });
  }
  return withFileLock(resolve(handle.dataDir, "app.db"), run);
}
