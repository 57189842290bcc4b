import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";

/**
 * The admin's lists at the volume a busy center has after some years
 * (docs/performance.md#the-budgets: 10,000 testimonials, events with 2,000 registrations, a long
 * audit log), written straight into a site's SQLite file, one transaction each: a few hundred
 * milliseconds for 10,000 rows.
 */

/** `total` testimonials, `pending` of them (the newest) waiting in the queue. */
export function seedManyTestimonials(dbFile: string, total: number, pending: number): void {
  inOneTransaction(dbFile, (db) => {
    const insert = db.prepare(`insert into testimonials
      (id, name, comment, rating, location, gaming_type, is_featured, is_active, created_at,
       updated_at, version, status, has_link)
      values (?, ?, ?, ?, 'Frederiksberg Gaming Center', ?, 0, 1, ?, ?, 1, ?, 0)`);
    const start = Date.UTC(2022, 0, 1);
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
  });
}

/**
 * `count` registrations for the event `eventId`, a minute apart: the first `seats` confirmed,
 * the rest on the waitlist in arrival order.
 */
export function seedManyRegistrations(
  dbFile: string,
  eventId: string,
  count: number,
  seats: number,
): void {
  inOneTransaction(dbFile, (db) => {
    const insert = db.prepare(`insert into event_registrations
      (id, event_id, name, email, team_name, status, position, created_at)
      values (?, ?, ?, ?, null, ?, ?, ?)`);
    const start = Date.now() - count * 60_000;
    for (let index = 0; index < count; index += 1) {
      const waiting = index >= seats;
      insert.run(
        randomUUID(),
        eventId,
        `Deltager ${index}`,
        `deltager-${index}@test.example`,
        waiting ? "waitlisted" : "confirmed",
        waiting ? index - seats + 1 : null,
        new Date(start + index * 60_000).toISOString(),
      );
    }
  });
}

/** `count` audit entries by three people over the last 300 days (inside the log's 400 days). */
export function seedManyAuditEntries(dbFile: string, count: number): void {
  inOneTransaction(dbFile, (db) => {
    const insert = db.prepare(`insert into audit_log
      (at, actor_email, action, target_type, target_id, summary) values (?, ?, ?, ?, ?, ?)`);
    const span = 300 * 86_400_000;
    const start = Date.now() - span;
    for (let index = 0; index < count; index += 1) {
      insert.run(
        new Date(start + Math.floor((index * span) / count)).toISOString(),
        `medarbejder-${index % 3}@test.example`,
        "testimonial.update",
        "testimonial",
        randomUUID(),
        `Anmeldelse fra Gæst nummer ${index} redigeret`,
      );
    }
  });
}

function inOneTransaction(dbFile: string, write: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(dbFile, { timeout: 10_000 });
  try {
    db.exec("begin");
    write(db);
    db.exec("commit");
  } finally {
    db.close();
  }
}
