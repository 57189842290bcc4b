import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from "#app/db/database.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";
import { tempDir } from "./temp.ts";

/**
 * The databases a data-layer suite runs against: always a fresh SQLite file, and PostgreSQL
 * when TEST_DATABASE_URL is set — each run in its own schema, dropped afterwards.
 *
 *   describe.each(testDatabases())("on $name", ({ create }) => { … const config = await create(); })
 */

export type TestDatabase = {
  name: "SQLite" | "PostgreSQL";
  /** A fresh, empty database; `dispose` removes it. */
  create: () => Promise<DatabaseConfig & { dispose: () => Promise<void> }>;
};

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "SQLite",
      create: async () => ({ dataDir: tempDir("sqlite"), dispose: async () => {} }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "PostgreSQL", create: () => postgresSchema(url) });
  return list;
}

/**
 * TEST_DATABASE_URL, for a suite that needs PostgreSQL itself (CI sets it); when it is not set,
 * one line says that `suite` of `file` is skipped.
 */
export function postgresForSuite(file: string, suite: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) console.warn(`${file}: TEST_DATABASE_URL is not set — ${suite} is SKIPPED.`);
  return url;
}

/** A new schema in the test database, and a URL whose connections use it. */
export async function postgresSchema(baseUrl: string) {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    dataDir: tempDir("pg"),
    databaseUrl: url.toString(),
    dispose: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

type FreshDatabase = Awaited<ReturnType<TestDatabase["create"]>>;

/**
 * For a block whose tests each want an empty database of `kind`: every call makes one, with the
 * settings a script or server reads (`env`); all are removed after the block.
 */
export function freshDatabases(kind: TestDatabase) {
  const made: FreshDatabase[] = [];
  afterAll(async () => {
    for (const config of made) await config.dispose();
  });
  return async () => {
    const config = await kind.create();
    made.push(config);
    return { ...config, env: { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" } };
  };
}

/** `config` opened for `use`, and closed again whatever happens. */
export async function withDatabase<T>(
  config: DatabaseConfig,
  use: (db: DatabaseHandle["db"]) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(config);
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * One database of `kind` open for the block's tests (migrated first unless `migrated` is false),
 * closed and removed after them. The function gives its handle.
 */
export function useDatabase(kind: TestDatabase, { migrated = true } = {}): () => DatabaseHandle {
  let config: FreshDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    config = await kind.create();
    handle = openDatabase(config);
    if (migrated) await migrate(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await config?.dispose();
  });
  return () => {
    if (!handle) throw new Error("the database is used before it was opened");
    return handle;
  };
}
