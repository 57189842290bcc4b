import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Roles are rows in user_roles (docs/admin.md#roles): `admin` may do everything, `staff`
 * (Personale) everything but accounts and the audit log. A signed-in person with neither is a
 * visitor. Read on every request, never cached, so a change holds from the person's next request.
 */

const ROLES = ["admin", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** The person's role; admin wins should both rows exist. */
export async function roleOf(db: Kysely<Database>, userId: string): Promise<Role | null> {
  const rows = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "in", ROLES)
    .execute();
  const held = new Set(rows.map((row) => row.role));
  return ROLES.find((role) => held.has(role)) ?? null;
}

/** Gives the person exactly `role` (null: none). Run it inside the change's transaction. */
export async function setRole(db: Kysely<Database>, userId: string, role: Role | null) {
  await db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  if (role) await db.insertInto("user_roles").values({ user_id: userId, role }).execute();
}
