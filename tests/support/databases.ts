import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DatabaseConfig } from "#app/db/database.server.ts";
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
