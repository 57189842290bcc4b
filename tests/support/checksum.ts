import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { DatabaseConfig } from "#app/db/database.server.ts";

/**
 * A hash of every row of every table, to prove a refused request changed nothing. better-auth's
 * `rateLimit` table is left out: counting requests is its job.
 */

const IGNORED = new Set(["rateLimit"]);

/** Rows a check expects to be written (`auditOf(["sign_in.failure"])`), left out of the hash. */
export type ExpectedRows = (table: string, row: Record<string, unknown>) => boolean;

/** The audit entries of these actions. */
export const auditOf =
  (actions: string[]): ExpectedRows =>
  (table, row) =>
    table === "audit_log" && actions.includes(String(row.action));

function digest(tables: [string, Record<string, unknown>[]][], expected?: ExpectedRows): string {
  const hash = createHash("sha256");
  for (const [name, rows] of tables.sort(([a], [b]) => a.localeCompare(b))) {
    const kept = expected ? rows.filter((row) => !expected(name, row)) : rows;
    const lines = kept.map((row) => JSON.stringify(row)).sort();
    hash.update(`${name}\n${lines.join("\n")}\n`);
  }
  return hash.digest("hex");
}

export async function databaseChecksum(
  config: DatabaseConfig,
  expected?: ExpectedRows,
): Promise<string> {
  if (!config.databaseUrl) {
    // The server may hold a write lock for a moment: wait for it as the server itself would.
    const db = new DatabaseSync(resolve(config.dataDir, "app.db"), {
      readOnly: true,
      timeout: 5_000,
    });
    try {
      const names = db
        .prepare("select name from sqlite_master where type = 'table' order by name")
        .all()
        .map((row) => String(row.name))
        .filter((name) => !IGNORED.has(name));
      return digest(
        names.map((name) => [name, db.prepare(`select * from "${name}"`).all()]),
        expected,
      );
    } finally {
      db.close();
    }
  }
  const client = connectionTo(config.databaseUrl);
  const { rows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = current_schema()",
  );
  const names = rows.map((row) => row.name).filter((name) => !IGNORED.has(name));
  const tables: [string, Record<string, unknown>[]][] = [];
  for (const name of names)
    tables.push([name, (await client.query(`select * from "${name}"`)).rows]);
  return digest(tables, expected);
}

const pools = new Map<string, pg.Pool>();

/**
 * One connection per database, kept while a test makes its checks: a new connection starts a
 * server process whose first read of each table loads that table's catalog entries, most of a
 * checksum's time. An idle connection closes after a few seconds and never holds the test
 * process open.
 */
function connectionTo(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 1,
      idleTimeoutMillis: 2_000,
      allowExitOnIdle: true,
    });
    pools.set(url, pool);
  }
  return pool;
}
