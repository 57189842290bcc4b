import type { Kysely } from "kysely";
import { sql } from "kysely";
import { createIndexes, notNull, primaryKey } from "#app/db/ddl.ts";

/**
 * Staff accounts run from the admin (docs/admin.md#staff-accounts). better-auth keeps users,
 * passwords and sessions; beside them `account_status` says whether a person may sign in
 * (deactivated_at) and when they last did, and `user_tokens` holds the links mailed for an
 * invitation (72 h) or a password reset (1 h): only each token's hash, its purpose, when it expires
 * and when it was used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_status")
    .addColumn("user_id", "text", primaryKey)
    .addColumn("deactivated_at", "text")
    .addColumn("last_sign_in_at", "text")
    .execute();
  await db.schema
    .createTable("user_tokens")
    .addColumn("hash", "text", primaryKey)
    .addColumn("user_id", "text", notNull)
    .addColumn("purpose", "text", (column) =>
      column.notNull().check(sql`purpose in ('invite', 'reset')`),
    )
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  await createIndexes(db, "user_tokens", [["user_tokens_user_idx", ["user_id", "purpose"]]]);
}
