import type { ColumnBuilderCallback, Expression, Kysely, SqlBool } from "kysely";

/**
 * The column and index shapes our migrations write again and again, named once. Each builds
 * exactly the calls the migrations spelled out before, so the DDL they produce, and hence every
 * database already migrated, stays the same.
 */

export const notNull: ColumnBuilderCallback = (column) => column.notNull();

export const primaryKey: ColumnBuilderCallback = (column) => column.primaryKey();

/** Required, with the value a row gets when the insert leaves it out. */
export const notNullDefault =
  (value: string | number | boolean): ColumnBuilderCallback =>
  (column) =>
    column.notNull().defaultTo(value);

/** A required reference to the row (`table.id`) this one belongs to: it goes when that one goes. */
export const belongsTo =
  (target: `${string}.id`): ColumnBuilderCallback =>
  (column) =>
    column.notNull().references(target).onDelete("cascade");

type IndexOptions = {
  unique?: boolean;
  /** A partial index: only the rows that match. */
  where?: Expression<SqlBool>;
};

/** `create [unique] index NAME on TABLE (COLUMNS) [where …]`; a column may end in ` desc`. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false, where }: IndexOptions = {},
): Promise<void> {
  let index = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) index = index.unique();
  if (where) index = index.where(where);
  await index.execute();
}
