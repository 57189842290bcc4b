import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_TESTIMONIALS } from "#app/features/testimonials/demo.ts";
import { freshDatabases, testDatabases, withDatabase } from "#tests/support/databases.ts";
import { tempDir } from "#tests/support/temp.ts";

/**
 * The operator's commands that write testimonials (README.md#commands): `npm run
 * import:testimonials -- FILE` on exports in the original backend's column layout, and `npm run
 * db:seed-demo`.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const CSV = resolve(ROOT, "tests/fixtures/original-testimonials.csv");
const JSON_FILE = resolve(ROOT, "tests/fixtures/original-testimonials.json");

type DatabaseEnv = { DATA_DIR: string; DATABASE_URL: string };

function runScript(script: string, args: string[], env: DatabaseEnv) {
  const run = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", SITE_NAME: "Test Center", ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const runImport = (file: string, env: DatabaseEnv) =>
  runScript("scripts/import-testimonials.ts", [file], env);
const runSeed = (env: DatabaseEnv) => runScript("scripts/db-seed-demo.ts", [], env);

describe.each(testDatabases())("import:testimonials on $name", (kind) => {
  const freshDatabase = freshDatabases(kind);

  it("imports the valid rows, reports the bad ones, and adds nothing the second time", async () => {
    const config = await freshDatabase();
    const { env } = config;

    const first = runImport(CSV, env);
    expect(first.code, first.out + first.err).toBe(2);
    expect(first.out).toContain("7 rækker læst: 3 importeret, 0 fandtes allerede, 4 afvist.");
    expect(first.err).toContain("Række 4 afvist: name: Navn skal udfyldes");
    expect(first.err).toMatch(/Række 5 afvist: .*rating: Bedømmelse skal være mellem 1 og 5/);
    expect(first.err).toMatch(
      /Række 5 afvist: .*is_featured: Fremhævet skal være sand eller falsk/,
    );
    expect(first.err).toContain("Række 6 afvist: created_at: created_at skal være et tidspunkt");
    expect(first.err).toContain("Række 7 afvist: række: forventede 9 felter, fandt 3");

    const second = runImport(CSV, env);
    expect(second.code).toBe(2);
    expect(second.out).toContain("7 rækker læst: 0 importeret, 3 fandtes allerede, 4 afvist.");

    const json = runImport(JSON_FILE, env);
    expect(json.code, json.out + json.err).toBe(2);
    expect(json.out).toContain("3 rækker læst: 2 importeret, 0 fandtes allerede, 1 afvist.");
    expect(json.err).toMatch(
      /Række 3 afvist: created_at: .*; comment: Kommentar skal udfyldes; rating: /,
    );
    expect(runImport(JSON_FILE, env).out).toContain("0 importeret, 2 fandtes allerede");

    const rows = await withDatabase(config, (db) =>
      db.selectFrom("testimonials").selectAll().orderBy("created_at").execute(),
    );
    const normalized = rows.map((row) => ({
      ...row,
      rating: Number(row.rating),
      is_featured: Boolean(row.is_featured),
      is_active: Boolean(row.is_active),
    }));
    expect(normalized.map((row) => row.id.slice(-2))).toEqual(["01", "02", "03", "01", "02"]);
    expect(normalized[0]).toMatchObject({
      name: "Mikkel",
      comment: 'Fedt sted, super stemning "hele natten"!\nKommer igen.',
      rating: 5,
      gaming_type: "FPS",
      is_featured: true,
      is_active: true,
      created_at: "2024-03-01T18:22:05.123Z",
      version: 1,
    });
    expect(normalized[1]).toMatchObject({
      location: "Test Center",
      gaming_type: null,
      is_featured: false,
      created_at: "2024-04-12T09:00:00.000Z",
    });
    expect(normalized[2]).toMatchObject({
      is_active: false,
      created_at: "2024-05-20T19:15:00.000Z",
    });
    expect(normalized[4]).toMatchObject({
      name: "Oliver",
      rating: 4,
      location: "Test Center",
      is_featured: false,
      is_active: true,
    });
  });

  it("refuses a CSV without the original columns and imports nothing", async () => {
    const { env } = await freshDatabase();
    const file = resolve(tempDir("import"), "other.csv");
    writeFileSync(file, "navn,tekst\nMikkel,Fedt\n");
    const run = runImport(file, env);
    expect(run.code).toBe(1);
    expect(run.err).toContain("CSV-filen mangler kolonnerne: id, name, comment");
  });
});

/**
 * The demo seed is the operator's command line, which the audit log does not name
 * (docs/api.md#audit-log-and-trash): it once logged each demo row as written by "En besøgende".
 */
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
