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
  /** Partial indexes: only the rows that match. */
  where?: Expression<SqlBool>;
};

/**
 * `create [unique] index NAME on TABLE (COLUMNS) [where …]` for each of a table's `indexes`
 * (name: columns, a column may end in ` desc`), in the order written.
 */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, string[]>,
  { unique = false, where }: IndexOptions = {},
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    let index = db.schema.createIndex(name).on(table).columns(columns);
    if (unique) index = index.unique();
    if (where) index = index.where(where);
    await index.execute();
  }
}
