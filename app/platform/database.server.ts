import { type DatabaseHandle, openDatabase } from "#app/db/database.server.ts";
import { settings } from "./env.server.ts";

let current: DatabaseHandle | undefined;

/** This process's database, opened from the settings on first use. */
export function database(): DatabaseHandle {
  if (!current) {
    const config = settings();
    current = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  }
  return current;
}

export async function closeDatabase(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.close();
}
