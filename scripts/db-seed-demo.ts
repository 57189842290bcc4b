import { DEMO_TESTIMONIALS } from "#app/features/testimonials/demo.ts";
import { approvedRow, insertTestimonial } from "#app/features/testimonials/queries.server.ts";
import { announceContentChange } from "#app/platform/content-events.server.ts";
import { closeDatabase, database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";

/**
 * `npm run db:seed-demo`: adds the fictional demo testimonials. Run by hand only — nothing calls
 * it in production; rows already there (same name and comment) are not added twice. Like the
 * import, the operator's command line writes no audit entry: the log names signed-in people and
 * visitors (docs/api.md#audit-log-and-trash), and the seed is neither.
 */
try {
  const handle = database();
  await migrate(handle);
  let added = 0;
  for (const testimonial of DEMO_TESTIMONIALS) {
    const exists = await handle.db
      .selectFrom("testimonials")
      .select("id")
      .where("name", "=", testimonial.name)
      .where("comment", "=", testimonial.comment)
      .executeTakeFirst();
    if (exists) continue;
    await insertTestimonial(handle.db, approvedRow(testimonial, settings().SITE_NAME));
    added += 1;
  }
  // Running instances on PostgreSQL show the new rows at once, as after an import.
  if (added > 0) await announceContentChange(handle);
  console.log(`Tilføjede ${added} fiktive demo-anmeldelser.`);
  await closeDatabase();
} catch (error) {
  console.error(`Demo-data fejlede: ${(error as Error).message}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
}
