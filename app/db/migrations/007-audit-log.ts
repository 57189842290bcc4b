import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { createIndexes, notNull } from "#app/db/ddl.ts";
import type { DatabaseKind } from "#app/db/schema.ts";

/**
 * The audit log (docs/api.md#audit-log-and-trash): one row per change by a signed-in person,
 * written in the change's own transaction. A growing integer id gives the order and the page cursor
 * on both databases; filters by actor and action each have an index that keeps that order.
 */
export function auditLog(kind: DatabaseKind): Migration {
  return { up: (db) => up(db, kind) };
}

async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", kind === "postgres" ? "bigserial" : "integer", (column) =>
      kind === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("at", "text", notNull)
    .addColumn("actor_email", "text")
    .addColumn("action", "text", notNull)
    .addColumn("target_type", "text", notNull)
    .addColumn("target_id", "text")
    .addColumn("summary", "text", notNull)
    .execute();
  await createIndexes(db, "audit_log", [
    ["audit_log_actor_idx", ["actor_email", "id"]],
    ["audit_log_action_idx", ["action", "id"]],
    ["audit_log_at_idx", ["at"]],
  ]);
}
