import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { freshDatabases, testDatabases, withDatabase } from "#tests/support/databases.ts";
import { tempDir } from "#tests/support/temp.ts";

/** `npm run import:testimonials -- FILE` on exports in the original backend's column layout. */

const ROOT = resolve(import.meta.dirname, "../..");
const CSV = resolve(ROOT, "tests/fixtures/original-testimonials.csv");
const JSON_FILE = resolve(ROOT, "tests/fixtures/original-testimonials.json");

function runImport(file: string, env: { DATA_DIR: string; DATABASE_URL: string }) {
  const run = spawnSync(process.execPath, ["scripts/import-testimonials.ts", file], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", SITE_NAME: "Test Center", ...env },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

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
