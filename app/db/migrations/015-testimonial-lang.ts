import { type Kysely, sql } from "kysely";

/**
 * The language a testimonial was written in (docs/api.md#testimonials): `en` for one sent from
 * the English review page, `da` for every other, and for every row written before; a quote shown
 * on a page in the other language carries its `lang`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("testimonials")
    .addColumn("lang", "text", (column) =>
      column.notNull().defaultTo("da").check(sql`lang in ('da', 'en')`),
    )
    .execute();
}
