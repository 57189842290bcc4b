import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { allAdminRows, apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { postgresForSuite } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server.ts";
import { tempDir } from "#tests/support/temp.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * The restore procedure of docs/deploy.md: a backup taken while admins keep writing restores into
 * a working site that has every row acknowledged before the backup began. SQLite is copied with
 * `VACUUM INTO` (what `npm run db:backup` does), PostgreSQL with pg_dump and pg_restore.
 */

const run = promisify(execFile);
const baseUrl = postgresForSuite("backup-restore.test.ts", "the PostgreSQL backup test");

type Ack = { id: string; at: number };

/** Three admins' worth of saves in a loop until stopped; every 201 is an acknowledged row. */
function writeLoad(server: RunningServer, user: TestUser) {
  const acks: Ack[] = [];
  let running = true;
  const writers = Array.from({ length: 3 }, async (_, writer) => {
    const client = await apiClient(server.url, "", { spreadAddresses: true }).signIn(user);
    for (let index = 0; running; index += 1) {
      const response = await client.post("/api/admin/testimonials", {
        name: `Skriver ${writer}`,
        comment: `Gemt under backup ${writer}-${index}`,
        rating: 1 + (index % 5),
      });
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        acks.push({ id, at: Date.now() });
      }
    }
  });
  return {
    acks,
    waitFor: async (count: number) => {
      while (acks.length < count) await new Promise((done) => setTimeout(done, 20));
    },
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

/** Takes the backup while the load runs; returns what was acknowledged before it began. */
async function backupUnderLoad(
  server: RunningServer,
  user: TestUser,
  backup: () => Promise<unknown>,
) {
  const load = writeLoad(server, user);
  await load.waitFor(10);
  const started = Date.now();
  const before = load.acks.filter((ack) => ack.at <= started).map((ack) => ack.id);
  await backup();
  const finished = Date.now();
  await load.waitFor(load.acks.length + 3);
  await load.stop();
  const during = load.acks.filter((ack) => ack.at > started && ack.at < finished);
  return { before, during };
}

async function expectWorkingSite(restored: RunningServer, user: TestUser, ids: string[]) {
  expect((await fetchFresh(`${restored.url}/healthz`)).status).toBe(200);
  expect((await fetchFresh(`${restored.url}/`)).status).toBe(200);
  const admin = await apiClient(restored.url, "", { spreadAddresses: true }).signIn(user);
  const present = new Set((await allAdminRows(admin)).map((row) => row.id));
  expect(ids.filter((id) => !present.has(id))).toEqual([]);
  const created = await admin.post("/api/admin/testimonials", { name: "Ny", comment: "Efter" });
  expect(created.status).toBe(201);
}

describe("SQLite backup under write load", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it("VACUUM INTO while admins save restores into a working site with every acknowledged row", async () => {
    const server = await startServer({ TRUST_PROXY: "true" });
    servers.push(server);
    const user = addUser({ dataDir: server.dataDir, admin: true });
    const restoreDir = tempDir("restore");
    const target = resolve(restoreDir, "app.db");
    // Its own process, so the test's writers keep going while it copies. A copy of this small
    // database takes milliseconds, less than one save: it copies again for a second, so that
    // saves acknowledged meanwhile show the backup does not hold writers up. The last copy counts.
    const { before, during } = await backupUnderLoad(server, user, () =>
      run(process.execPath, [
        "-e",
        `const { rmSync } = require("node:fs");
         const { DatabaseSync } = require("node:sqlite");
         const db = new DatabaseSync(process.argv[1], { timeout: 5000 });
         const until = Date.now() + 1000;
         do {
           rmSync(process.argv[2], { force: true });
           db.prepare("VACUUM INTO ?").run(process.argv[2]);
         } while (Date.now() < until);`,
        resolve(server.dataDir, "app.db"),
        target,
      ]),
    );
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(during.length).toBeGreaterThan(0);

    const copy = new DatabaseSync(target, { readOnly: true });
    expect(copy.prepare("pragma integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
    copy.close();

    const restored = await startServer({ TRUST_PROXY: "true" }, { dataDir: restoreDir });
    servers.push(restored);
    await expectWorkingSite(restored, user, before);
  }, 90_000);
});

describe.skipIf(!baseUrl)("PostgreSQL backup under write load (needs TEST_DATABASE_URL)", () => {
  const servers: RunningServer[] = [];
  const cleanup: string[] = [];
  const schema = `backup_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const restoredDb = `restored_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    for (const statement of cleanup) await admin.query(statement);
    await admin.end();
  });

  it("pg_dump while admins save, pg_restore into a new database: a working site with every acknowledged row", async () => {
    const base = baseUrl as string;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanup.push(`drop schema if exists ${schema} cascade`);
    await admin.query(`create database ${restoredDb}`);
    cleanup.push(`drop database if exists ${restoredDb} with (force)`);
    await admin.end();
    const withSchema = (url: string) => {
      const parsed = new URL(url);
      parsed.searchParams.set("options", `-c search_path=${schema}`);
      return parsed.toString();
    };
    const sourceUrl = withSchema(base);
    const server = await startServer({ DATABASE_URL: sourceUrl, TRUST_PROXY: "true" });
    servers.push(server);
    const user = addUser({ dataDir: server.dataDir, databaseUrl: sourceUrl, admin: true });

    const dump = resolve(tempDir("pg-dump"), "site.dump");
    const { before } = await backupUnderLoad(server, user, () =>
      run("pg_dump", [
        "--format=custom",
        `--schema=${schema}`,
        `--file=${dump}`,
        `--dbname=${base}`,
      ]),
    );
    expect(before.length).toBeGreaterThanOrEqual(10);

    const target = new URL(base);
    target.pathname = `/${restoredDb}`;
    // A dump of one schema leaves out the extension the admin's search index uses (docs/deploy.md).
    await run("psql", [
      target.toString(),
      "-c",
      "create extension if not exists pg_trgm schema public",
    ]);
    await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${target}`, dump]);

    const restored = await startServer({
      DATABASE_URL: withSchema(target.toString()),
      TRUST_PROXY: "true",
    });
    servers.push(restored);
    await expectWorkingSite(restored, user, before);
  }, 90_000);
});
