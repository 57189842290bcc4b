import type { Kysely } from "kysely";
import { isSqlite } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * A person's password and sessions, in better-auth's own tables, written in the caller's
 * transaction so that the audit entry and the used link go with them (password reset, password
 * change on /admin/konto). better-auth keeps no copy of a session elsewhere (no cookie cache),
 * so a deleted session row is a session ended: its cookie gets nothing on the next request.
 */

/** better-auth stores dates as ISO text on SQLite and as timestamps on PostgreSQL. */
function stamp(db: Kysely<Database>, now: Date): string | Date {
  return isSqlite(db) ? now.toISOString() : now;
}

/** Sets the password hash of the person's password account; false when they have none. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: string,
  hash: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("account")
    .set({ password: hash, updatedAt: stamp(db, now) })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored hash of the person's password, or null. */
export async function passwordHashOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}

/** Ends every session of the person, or every one but `keepToken` (the one making the change). */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  keepToken?: string,
): Promise<number> {
  let query = db.deleteFrom("session").where("userId", "=", userId);
  if (keepToken) query = query.where("token", "<>", keepToken);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
