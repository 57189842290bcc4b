import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** The people the log's filter offers: everyone with an entry, by e-mail (index on actor). */
const MAX_ACTORS = 200;

export async function auditActors(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("actor_email")
    .distinct()
    .where("actor_email", "is not", null)
    .orderBy("actor_email")
    .limit(MAX_ACTORS)
    .execute();
  return rows.flatMap((row) => (row.actor_email ? [row.actor_email] : []));
}
