import { readFileSync } from "node:fs";
import { extname } from "node:path";
import {
  ImportFileError,
  insertImported,
  prepareImport,
  readExport,
} from "#app/features/testimonials/import.server.ts";
import { CsvError } from "#app/lib/csv.ts";
import { announceContentChange } from "#app/platform/content-events.server.ts";
import { closeDatabase, database } from "#app/platform/database.server.ts";
import { SettingsError, settings } from "#app/platform/env.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";

/**
 * `npm run import:testimonials -- FILE`: imports an export of the original `testimonials` table
 * (.csv with a header row, or .json) into DATA_DIR's SQLite or DATABASE_URL's PostgreSQL. Prints
 * each rejected row and why; exits 0 when every row was valid, 2 when some were rejected (the
 * valid ones are still imported), 1 on an unreadable file or a database error. Servers running on
 * PostgreSQL show the new rows at once; a server on SQLite at its next own write (restart it to
 * see them sooner).
 */

class UsageError extends Error {}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) throw new UsageError("Brug: npm run import:testimonials -- FIL.csv|FIL.json");
  const format = extname(file).toLowerCase() === ".json" ? "json" : "csv";
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`Kan ikke læse ${file}: ${(error as Error).message}`);
  }
  const records = readExport(text, format);
  const { rows, rejected } = prepareImport(records, settings().SITE_NAME);
  for (const { row, errors } of rejected) {
    const reasons = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
    console.error(`Række ${row} afvist: ${reasons.join("; ")}`);
  }
  const handle = database();
  await migrate(handle);
  const inserted = await insertImported(handle.db, rows);
  // Running instances on PostgreSQL show the imported rows at once.
  if (inserted > 0) await announceContentChange(handle);
  console.log(
    `${records.length} rækker læst: ${inserted} importeret, ${rows.length - inserted} fandtes allerede, ${rejected.length} afvist.`,
  );
  return rejected.length > 0 ? 2 : 0;
}

try {
  const code = await main();
  await closeDatabase();
  process.exit(code);
} catch (error) {
  const known = [UsageError, SettingsError, ImportFileError, CsvError].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : `Fejl: ${(error as Error).message}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
}
