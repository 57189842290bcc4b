import { type Kysely, sql } from "kysely";
import { isSqlite } from "./database.server.ts";
import type { Database } from "./schema.ts";

/**
 * A transaction that reads and then writes what it read (a seat count, then a seat), safe against
 * writers in other processes.
 *
 * SQLite: `BEGIN IMMEDIATE` takes the write lock first, waiting out another process's write
 * (busy_timeout). Kysely's own `begin` is deferred: a transaction that has read and then wants to
 * write fails at once ("database is locked") when another process wrote in between, because
 * waiting could not help it. Within one process Kysely hands out the one connection in turn.
 *
 * PostgreSQL: an ordinary transaction (read committed); the work takes the row locks it needs
 * (`SELECT … FOR UPDATE`), after which each statement sees what others committed before.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!isSqlite(db)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // A failed statement may have ended the transaction already; the first error is the news.
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
