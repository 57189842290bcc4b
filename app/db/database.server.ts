import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database, DatabaseKind } from "./schema.ts";
import { openSqlite } from "./sqlite.server.ts";

/**
 * The one place that chooses the database: SQLite at DATA_DIR/app.db, or PostgreSQL when
 * DATABASE_URL is set. The process's own connection is opened on first use by
 * `#app/platform/database.server.ts`, never at import.
 */

export type DatabaseConfig = { dataDir: string; databaseUrl?: string | undefined };

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The raw SQLite connection (pragmas, locks); undefined on PostgreSQL. */
  sqlite?: DatabaseSync;
  dataDir: string;
  close: () => Promise<void>;
};

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", dataDir: config.dataDir, close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = openSqlite(resolve(config.dataDir, "app.db"));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: "sqlite",
    sqlite: sqlite.raw,
    dataDir: config.dataDir,
    close: () => db.destroy(),
  };
}

/** Where a query must differ between the two databases (search, locks). */
export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * A search's words found anywhere in one of `columns`, in any case (`øster` finds `Østergaard`):
 * PostgreSQL's `ilike`, or on SQLite `like` over the `fold` function `openSqlite` adds.
 */
export function containsText(db: Kysely<Database>, columns: readonly string[], q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const sqlite = isSqlite(db);
  const tests = columns.map((column) =>
    sqlite
      ? sql`fold(${sql.ref(column)}) like fold(${pattern}) escape '\\'`
      : sql`${sql.ref(column)} ilike ${pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
