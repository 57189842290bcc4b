import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * node:sqlite under Kysely's own SqliteDialect: Kysely expects better-sqlite3's shape (a
 * `reader` flag, parameters as one array), and node:sqlite binds neither booleans nor dates.
 */

/** Durability settings asserted at start (docs/decisions/021-database.md). */
const SQLITE_PRAGMAS = [
  "PRAGMA journal_mode = WAL",
  "PRAGMA synchronous = FULL",
  "PRAGMA busy_timeout = 5000",
  "PRAGMA foreign_keys = ON",
];

function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Runs `work` while this process alone holds `file`'s lock, a small SQLite file of its own
 * beside the database (`app.db.migrate-lock`): the OS releases it if the holder dies. Processes
 * starting at once take turns for what SQLite will not wait for on its own.
 */
export function withFileLock<T>(file: string, work: () => T): T {
  const lock = new DatabaseSync(`${file}.migrate-lock`, { timeout: 60_000 });
  const release = () => {
    try {
      if (lock.isTransaction) lock.exec("COMMIT");
    } finally {
      lock.close();
    }
  };
  let result: T;
  try {
    lock.exec("BEGIN EXCLUSIVE");
    result = work();
  } catch (error) {
    release();
    throw error;
  }
  // Work that goes on asynchronously (a migration) keeps the lock until it settles.
  if (result instanceof Promise) return result.finally(release) as T;
  release();
  return result;
}

export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file, { timeout: 5000 });
  // Two processes switching a new file to WAL at once: SQLite answers one of them "database is
  // locked" at once rather than wait (it would deadlock), so they take turns.
  withFileLock(file, () => {
    for (const pragma of SQLITE_PRAGMAS) raw.exec(pragma);
  });
  // SQLite's own `lower()` and `like` fold ASCII only: `Ø` would not match `ø` (`containsText`).
  raw.function("fold", { deterministic: true }, (value) =>
    typeof value === "string" ? value.toLocaleLowerCase("da") : value,
  );
  // Kysely prepares every query it runs; SQLite compiling the same text again each time was a
  // fifth of a sign-up's time in a rush (docs/performance.md). Queries are parameterised, so their
  // texts are few; the cache is emptied should they ever grow past the bound.
  const prepared = new Map<string, SqliteStatement>();
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let cached = prepared.get(sql);
      if (!cached) {
        if (prepared.size >= PREPARED_MAX) prepared.clear();
        cached = prepareStatement(raw, sql);
        prepared.set(sql, cached);
      }
      return cached;
    },
  };
}

/** The most statements kept prepared: far above the app's distinct queries. */
const PREPARED_MAX = 1000;

function prepareStatement(raw: DatabaseSync, sql: string): SqliteStatement {
  const statement = raw.prepare(sql);
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(bindable);
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

export type SqlitePragmas = {
  journal_mode: string;
  synchronous: number;
  busy_timeout: number;
  foreign_keys: number;
};

function pragma(raw: DatabaseSync, name: keyof SqlitePragmas): string | number {
  const row = raw.prepare(`PRAGMA ${name}`).get() as Record<string, string | number> | undefined;
  const value = row ? Object.values(row)[0] : undefined;
  if (value === undefined) throw new Error(`PRAGMA ${name} returned nothing`);
  return value;
}

export function readPragmas(raw: DatabaseSync): SqlitePragmas {
  return {
    journal_mode: String(pragma(raw, "journal_mode")),
    synchronous: Number(pragma(raw, "synchronous")),
    busy_timeout: Number(pragma(raw, "busy_timeout")),
    foreign_keys: Number(pragma(raw, "foreign_keys")),
  };
}

/** Throws unless the connection runs with WAL, synchronous=FULL, busy_timeout ≥ 5 s, FKs on. */
export function assertPragmas(raw: DatabaseSync): void {
  const actual = readPragmas(raw);
  const wrong: string[] = [];
  if (actual.journal_mode.toLowerCase() !== "wal")
    wrong.push(`journal_mode=${actual.journal_mode}`);
  if (actual.synchronous !== 2) wrong.push(`synchronous=${actual.synchronous}`);
  if (actual.busy_timeout < 5000) wrong.push(`busy_timeout=${actual.busy_timeout}`);
  if (actual.foreign_keys !== 1) wrong.push(`foreign_keys=${actual.foreign_keys}`);
  if (wrong.length > 0) throw new Error(`SQLite is not configured safely: ${wrong.join(", ")}`);
}
