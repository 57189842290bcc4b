import { closeDatabase, database } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";

/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
try {
  const applied = await migrate(database());
  console.log(applied.length === 0 ? "Databasen er opdateret." : `Anvendt: ${applied.join(", ")}`);
  await closeDatabase();
} catch (error) {
  console.error(`Migrering fejlede: ${(error as Error).message}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
}
