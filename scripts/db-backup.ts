import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { settings } from "#app/platform/env.server.ts";

/**
 * `npm run db:backup`: an online backup while the server runs. On SQLite, `VACUUM INTO` writes a
 * consistent copy of DATA_DIR/app.db to DATA_DIR/backups/<timestamp>.db and prints its path; on
 * PostgreSQL it prints the pg_dump command to run (the database server owns its backups).
 */

const config = settings();

if (config.DATABASE_URL) {
  console.log("PostgreSQL: tag en sikkerhedskopi med pg_dump, f.eks.:");
  console.log(
    `  pg_dump --format=custom --file=backup-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"`,
  );
  process.exit(0);
}

const source = resolve(config.DATA_DIR, "app.db");
const folder = resolve(config.DATA_DIR, "backups");
const stamp = new Date().toISOString().replaceAll(":", "-");
const target = resolve(folder, `${stamp}.db`);
try {
  mkdirSync(folder, { recursive: true });
  // Read-only open: the backup never writes to the live database, and waits out a held lock.
  const db = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  db.prepare("VACUUM INTO ?").run(target);
  db.close();
  console.log(target);
} catch (error) {
  console.error(`Sikkerhedskopi fejlede: ${(error as Error).message}`);
  process.exit(1);
}
