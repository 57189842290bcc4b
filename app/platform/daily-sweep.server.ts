import type { Kysely } from "kysely";
// A past event's guests are known by name this long after it ends, as the privacy page says.
import { REGISTRATION_DAYS } from "#app/content/legal.ts";
import { TRASH_DAYS } from "#app/content/trash.ts";
import type { Database } from "#app/db/schema.ts";
import { purgeAudit } from "./audit.server.ts";
import { markContentStale } from "./content-events.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * What the calendar clears (docs/api.md#audit-log-and-trash,
 * docs/api.md#post-apieventsslugregistrations): 30 days after an event ends its registrations lose
 * name, e-mail, team name and cancel link (count and status stay); events and testimonials 30 days
 * in the trash are removed for good; audit entries go after 400 days, mailed links once expired.
 * Run at start and then daily by every instance: each run does what is due and nothing twice. It
 * lives here, below the features, because the server's start-up runs it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function dailySweep(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{
  erased: number;
  purged: number;
  testimonials: number;
  audit: number;
  links: number;
}> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const cutoff = daysAgo(REGISTRATION_DAYS);
  const trashed = daysAgo(TRASH_DAYS);
  const ended = db.selectFrom("events").select("id").where("ends_at", "<=", cutoff);
  const erased = await db
    .updateTable("event_registrations")
    .set({ name: null, email: null, team_name: null, gamertag: null })
    .where((eb) =>
      eb.and([
        eb("event_id", "in", ended),
        eb.or([
          eb("name", "is not", null),
          eb("email", "is not", null),
          eb("team_name", "is not", null),
          eb("gamertag", "is not", null),
        ]),
      ]),
    )
    .executeTakeFirst();
  // Their mailed links open nothing from then on.
  await db
    .deleteFrom("event_registration_links")
    .where("registration_id", "in", (eb) =>
      eb.selectFrom("event_registrations").select("id").where("event_id", "in", ended),
    )
    .execute();
  // Their registrations go with them (on delete cascade).
  const purged = await db
    .deleteFrom("events")
    .where("deleted_at", "<=", trashed)
    .executeTakeFirst();
  const testimonials = await db
    .deleteFrom("testimonials")
    .where("deleted_at", "<=", trashed)
    .executeTakeFirst();
  const audit = await purgeAudit(db, now);
  // Mailed links past their time open nothing; only their hashes go.
  const links = await db
    .deleteFrom("user_tokens")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return {
    erased: Number(erased.numUpdatedRows),
    purged: Number(purged.numDeletedRows),
    testimonials: Number(testimonials.numDeletedRows),
    audit,
    links: Number(links.numDeletedRows),
  };
}

/**
 * Sweeps now and then every day until stopped; a failed run is logged and tried the next day.
 * Each run also lets this instance's kept copies go: what the calendar feed holds (the last 30
 * days) moves with the date, not only with a write.
 */
export function startDailySweep(db: Kysely<Database>): { stop: () => void } {
  const run = () => {
    dailySweep(db).then(
      (swept) => {
        markContentStale();
        if (Object.values(swept).some((count) => count > 0)) log.info(swept, "daily sweep done");
      },
      (error: unknown) => log.error(errorFields(error), "daily sweep failed"),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  // The daily sweep never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
