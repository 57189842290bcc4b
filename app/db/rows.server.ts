import type { Kysely, Selectable } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Steps on one row that tables take alike: reading it by its key, and the trash
 * (docs/api.md#audit-log-and-trash), where a deleted row keeps every field and gains when and by
 * whom it was deleted, so a restore brings it back exactly as it was.
 */

type Table = keyof Database;
type Row<T extends Table> = Selectable<Database[T]>;
type TrashTable = "testimonials" | "events";

/**
 * Kysely checks columns against a table named in the code; a table chosen by a type parameter
 * defeats that check, so these queries run on an untyped view and the parameter types the row.
 */
function untyped(db: Kysely<Database>): Kysely<Record<string, Record<string, unknown>>> {
  return db as unknown as Kysely<Record<string, Record<string, unknown>>>;
}

/** The row of `table` with every value in `match` (null: an empty column), or undefined. */
export async function findRow<T extends Table>(
  db: Kysely<Database>,
  table: T,
  match: Partial<Row<T>>,
): Promise<Row<T> | undefined> {
  let query = untyped(db).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(match)) {
    query = value === null ? query.where(column, "is", null) : query.where(column, "=", value);
  }
  return (await query.executeTakeFirst()) as Row<T> | undefined;
}

/** Into the trash; undefined when there is no live row with that id. */
export function moveToTrash<T extends TrashTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  by: string | null,
  now: Date,
): Promise<Row<T> | undefined> {
  return setTrashStamp(db, table, id, "is", { deleted_at: now.toISOString(), deleted_by: by });
}

/** Out of the trash; undefined when the row is not in it (never was, restored, or purged). */
export function takeFromTrash<T extends TrashTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<Row<T> | undefined> {
  return setTrashStamp(db, table, id, "is not", { deleted_at: null, deleted_by: null });
}

async function setTrashStamp<T extends TrashTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  /** `is`: only a live row; `is not`: only one in the trash. */
  deleted: "is" | "is not",
  stamp: { deleted_at: string | null; deleted_by: string | null },
): Promise<Row<T> | undefined> {
  const name: string = table;
  const row = await untyped(db)
    .updateTable(name)
    .set(stamp)
    .where("id", "=", id)
    .where("deleted_at", deleted, null)
    .returningAll()
    .executeTakeFirst();
  return row as Row<T> | undefined;
}
