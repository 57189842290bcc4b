import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_TESTIMONIALS } from "#app/features/testimonials/demo.ts";
import { freshDatabases, testDatabases, withDatabase } from "#tests/support/databases.ts";

/**
 * `npm run db:seed-demo` (README.md#commands): the operator's command line, which the audit log
 * does not name (docs/api.md#audit-log-and-trash): it once logged each demo row as written by
 * "En besøgende".
 */

const ROOT = resolve(import.meta.dirname, "../..");

function runSeed(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const run = spawnSync(process.execPath, ["scripts/db-seed-demo.ts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", SITE_NAME: "Test Center", ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe.each(testDatabases())("db:seed-demo on $name", (kind) => {
  const freshDatabase = freshDatabases(kind);

  it("adds the demo testimonials, shown at once, once, and writes no audit entry", async () => {
    const config = await freshDatabase();
    const first = runSeed(config.env);
    expect(first.code, first.out + first.err).toBe(0);
    expect(first.out).toContain(`Tilføjede ${DEMO_TESTIMONIALS.length} fiktive demo-anmeldelser.`);
    const again = runSeed(config.env);
    expect(again.code, again.out + again.err).toBe(0);
    expect(again.out).toContain("Tilføjede 0 fiktive demo-anmeldelser.");

    const { rows, audit } = await withDatabase(config, async (db) => ({
      rows: await db.selectFrom("testimonials").select(["name", "status", "location"]).execute(),
      audit: await db.selectFrom("audit_log").select(["action", "actor_email"]).execute(),
    }));
    expect(rows.map((row) => row.name).sort()).toEqual(
      DEMO_TESTIMONIALS.map((testimonial) => testimonial.name).sort(),
    );
    expect(rows.every((row) => row.status === "approved")).toBe(true);
    // An empty location is the center's, as when staff write one.
    expect(rows.filter((row) => row.location === "Test Center").length).toBe(
      DEMO_TESTIMONIALS.filter((testimonial) => !testimonial.location).length,
    );
    expect(audit).toEqual([]);
  });
});
