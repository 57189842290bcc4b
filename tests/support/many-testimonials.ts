import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";

/**
 * Fills a site's SQLite database with `total` testimonials, `pending` of them waiting in the
 * queue, as a busy center would have after some years (product.md §9). One transaction: a few
 * hundred milliseconds for 10,000 rows.
 */
export function seedManyTestimonials(dbFile: string, total: number, pending: number): void {
  const db = new DatabaseSync(dbFile, { timeout: 10_000 });
  try {
    const insert = db.prepare(`insert into testimonials
      (id, name, comment, rating, location, gaming_type, is_featured, is_active, created_at,
       updated_at, version, status, has_link)
      values (?, ?, ?, ?, 'Frederiksberg Gaming Center', ?, 0, 1, ?, ?, 1, ?, 0)`);
    const start = Date.UTC(2022, 0, 1);
    db.exec("begin");
    for (let index = 0; index < total; index += 1) {
      const stamp = new Date(start + index * 60_000).toISOString();
      insert.run(
        randomUUID(),
        `Gæst nummer ${index}`,
        `Anmeldelse nummer ${index}: god stemning, hurtige maskiner og venligt personale.`,
        1 + (index % 5),
        index % 3 === 0 ? "Night Gaming" : null,
        stamp,
        stamp,
        index >= total - pending ? "pending" : "approved",
      );
    }
    db.exec("commit");
  } finally {
    db.close();
  }
}
