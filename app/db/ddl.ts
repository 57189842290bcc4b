import type { ColumnBuilderCallback, Expression, Kysely, SqlBool } from "kysely";

/**
 * The column and index shapes our migrations repeat, named once. Each is exactly the builder
 * calls it names: a migration that has run must build the same DDL for ever, so a change here
 * would make new databases differ from those already migrated.
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
  /** Partial indexes: only the rows that match. */
  where?: Expression<SqlBool>;
};

/** A table's indexes in the order they are made: name, columns (a column may end in ` desc`). */
export type IndexList = [name: string, columns: string[]][];

/** `create [unique] index NAME on TABLE (COLUMNS) [where …]` for each of a table's `indexes`. */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: IndexList,
  { unique = false, where }: IndexOptions = {},
): Promise<void> {
  for (const [name, columns] of indexes) {
    let index = db.schema.createIndex(name).on(table).columns(columns);
    if (unique) index = index.unique();
    if (where) index = index.where(where);
    await index.execute();
  }
}
