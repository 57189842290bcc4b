import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** Admin = a user_roles row with role 'admin' (spec §6). Read on every request, never cached. */

const ADMIN_ROLE = "admin";

export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "=", ADMIN_ROLE)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setAdmin(db: Kysely<Database>, userId: string, admin: boolean) {
  if (admin) {
    await db
      .insertInto("user_roles")
      .values({ user_id: userId, role: ADMIN_ROLE })
      .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom("user_roles")
      .where("user_id", "=", userId)
      .where("role", "=", ADMIN_ROLE)
      .execute();
  }
}
