import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Beside better-auth's user (migration 008): whether a person may sign in, and when they last
 * did. A person without a row is active and has never signed in.
 */

/**
 * Whether the person is deactivated (better-auth then makes no session for them), and whether
 * they sign in with a code after the password (better-auth's twoFactor).
 */
export async function accountState(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom("user")
    .leftJoin("account_status", "account_status.user_id", "user.id")
    .select(["user.email", "account_status.deactivated_at", "user.twoFactorEnabled"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  return {
    /** undefined: no such person. */
    email: row?.email,
    deactivated: Boolean(row?.deactivated_at),
    twoFactor: Boolean(row?.twoFactorEnabled),
  };
}

export async function isDeactivated(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await accountState(db, userId)).deactivated;
}

/** Notes a successful sign-in. */
export async function recordSignIn(db: Kysely<Database>, userId: string, now = new Date()) {
  const at = now.toISOString();
  await db
    .insertInto("account_status")
    .values({ user_id: userId, deactivated_at: null, last_sign_in_at: at })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** Deactivates (`at`) or activates (null) the person; run it in the change's transaction. */
export async function setDeactivated(db: Kysely<Database>, userId: string, at: string | null) {
  await db
    .insertInto("account_status")
    .values({ user_id: userId, deactivated_at: at, last_sign_in_at: null })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ deactivated_at: at }))
    .execute();
}
