import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/database.server.ts";
import { testDatabases } from "../support/databases.ts";

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
      expect(applied).toEqual([{ name: "001-testimonials-and-roles" }]);
    } finally {
      await handle.close();
    }
  });
});
