import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { settings } from "../server/env.server.ts";
import type { Database, DatabaseKind } from "./schema.ts";
import { openSqlite } from "./sqlite.server.ts";

/**
 * The one place that chooses the database: SQLite at DATA_DIR/app.db, or PostgreSQL when
 * DATABASE_URL is set. Opened lazily on first use, never at import (prerendering imports the
 * server bundle).
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

let current: DatabaseHandle | undefined;

/** This process's database, opened from the settings on first use. */
export function database(): DatabaseHandle {
  if (!current) {
    const config = settings();
    current = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  }
  return current;
}

export async function closeDatabase(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.close();
}
