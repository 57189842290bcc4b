import { spawn } from "node:child_process";
import { resolve } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { PG_LOCK_KEY } from "#app/platform/migrate.server.ts";
import { postgresSchema, testDatabases } from "#tests/support/databases.ts";

/** `npm run db:migrate` started twice at the same moment on an empty database. */

const ROOT = resolve(import.meta.dirname, "../..");

function migrateProcess(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["scripts/db-migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => done({ code, output }));
  });
}

describe.each(testDatabases())("migrations on $name", ({ create }) => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  it("two processes migrating at once both succeed, and the schema is complete once", async () => {
    const config = await create();
    disposers.push(config.dispose);
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" };
    const runs = await Promise.all([migrateProcess(env), migrateProcess(env)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(runs.filter((run) => run.output.includes("001-testimonials-and-roles"))).toHaveLength(1);

    const handle = openDatabase(config);
    try {
      const applied = await handle.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect(applied).toEqual([
        { name: "001-testimonials-and-roles" },
        { name: "002-visitor-reviews" },
        { name: "003-content" },
        { name: "004-content-history" },
        { name: "005-review-form-tokens" },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the migration lock on PostgreSQL", () => {
  it("is taken per schema: a migration waits for its own schema's lock, not another's", async () => {
    const [mine, other] = await Promise.all([
      postgresSchema(process.env.TEST_DATABASE_URL as string),
      postgresSchema(process.env.TEST_DATABASE_URL as string),
    ]);
    const holder = new pg.Client({ connectionString: mine.databaseUrl });
    await holder.connect();
    try {
      // Another process holds the migration lock of `mine`.
      await holder.query("select pg_advisory_lock($1, hashtext(current_schema()))", [PG_LOCK_KEY]);
      const envOf = (config: typeof mine) => ({
        DATA_DIR: config.dataDir,
        DATABASE_URL: config.databaseUrl,
      });
      const waiting = migrateProcess(envOf(mine));
      // A migration of another schema is not held up.
      const elsewhere = await migrateProcess(envOf(other));
      expect(elsewhere.code, elsewhere.output).toBe(0);
      // The one of `mine` is queued behind exactly the lock held here, and has done nothing.
      const queuedBehindHolder = async () =>
        (
          await holder.query(
            `select count(*)::int as queued from pg_locks waiter join pg_locks held
               on held.locktype = 'advisory' and held.granted and held.pid = pg_backend_pid()
              and (waiter.classid, waiter.objid, waiter.objsubid) = (held.classid, held.objid, held.objsubid)
            where waiter.locktype = 'advisory' and not waiter.granted`,
          )
        ).rows[0].queued;
      const deadline = Date.now() + 20_000;
      while ((await queuedBehindHolder()) === 0 && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 50));
      }
      expect(await queuedBehindHolder()).toBe(1);
      expect(
        (await holder.query("select to_regclass('kysely_migration') as t")).rows[0].t,
      ).toBeNull();
      await holder.query("select pg_advisory_unlock($1, hashtext(current_schema()))", [
        PG_LOCK_KEY,
      ]);
      const released = await waiting;
      expect(released.code, released.output).toBe(0);
      expect(released.output).toContain("001-testimonials-and-roles");
    } finally {
      await holder.end();
      await mine.dispose();
      await other.dispose();
    }
  });
});
