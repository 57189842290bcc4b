import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database, EventKind } from "#app/db/schema.ts";
import type { Event, EventWithCounts } from "./event.ts";
import { type EventRow, toEvent } from "./rows.server.ts";

/**
 * Reading events (docs/api.md#events-for-staff): the admin's list, the public pages and the
 * calendar feed.
 */

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed keeps an event this long after it ended. */
const FEED_PAST_DAYS = 30;

const seats = (status: "confirmed" | "waitlisted") => (eb: ExpressionBuilder<Database, "events">) =>
  eb
    .selectFrom("event_registrations as r")
    .select((inner) => inner.fn.countAll().as("count"))
    .whereRef("r.event_id", "=", "events.id")
    .where("r.status", "=", status)
    .as(status);

/** Events with their seat counts; not in the trash. */
function withCounts(db: Db) {
  return db
    .selectFrom("events")
    .selectAll("events")
    .select([seats("confirmed"), seats("waitlisted")])
    .where("events.deleted_at", "is", null);
}

function counted(row: EventRow & { confirmed: unknown; waitlisted: unknown }): EventWithCounts {
  return { ...toEvent(row), confirmed: Number(row.confirmed), waitlisted: Number(row.waitlisted) };
}

/** Every event outside the trash, soonest first (`GET /api/admin/events`). */
export async function listAdminEvents(db: Db): Promise<EventWithCounts[]> {
  const rows = await withCounts(db).orderBy("starts_at").orderBy("id").execute();
  return rows.map(counted);
}

/** One event for staff (drafts too); undefined when unknown or in the trash. */
export async function findEvent(db: Db, id: string): Promise<EventWithCounts | undefined> {
  const row = await withCounts(db).where("events.id", "=", id).executeTakeFirst();
  return row ? counted(row) : undefined;
}

/** The public event at `slug`: drafts and the trash are not found. */
export async function findPublicEvent(db: Db, slug: string): Promise<EventWithCounts | undefined> {
  const row = await withCounts(db)
    .where("events.slug", "=", slug)
    .where("events.status", "!=", "draft")
    .executeTakeFirst();
  return row ? counted(row) : undefined;
}

/**
 * The team size and kind of the public event at `slug` (what its sign-up asks for), or
 * undefined: the one read a sign-up makes before its transaction.
 */
export async function publicSignUpShape(
  db: Db,
  slug: string,
): Promise<{ team_size: number; kind: EventKind } | undefined> {
  const row = await db
    .selectFrom("events")
    .select(["team_size", "kind"])
    .where("slug", "=", slug)
    .where("status", "!=", "draft")
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? { team_size: Number(row.team_size), kind: row.kind } : undefined;
}

/** `/begivenheder`: the coming (and running) events soonest first; past ones latest first. */
export async function listPublicEvents(
  db: Db,
  now = new Date(),
): Promise<{ upcoming: EventWithCounts[]; past: EventWithCounts[] }> {
  const at = now.toISOString();
  const listed = withCounts(db).where("events.status", "!=", "draft");
  const [upcoming, past] = await Promise.all([
    listed.where("ends_at", ">", at).orderBy("starts_at").orderBy("id").execute(),
    listed.where("ends_at", "<=", at).orderBy("starts_at", "desc").orderBy("id").execute(),
  ]);
  return { upcoming: upcoming.map(counted), past: past.map(counted) };
}

/** The calendar feed's events: coming ones and those that ended within the last 30 days. */
export async function feedEvents(db: Db, now = new Date()): Promise<Event[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("deleted_at", "is", null)
    .where("status", "!=", "draft")
    .where("ends_at", ">=", since)
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  return rows.map(toEvent);
}

/**
 * `/admin/begivenheder`: every event that has not ended, soonest first, and the latest `pastLimit`
 * of those that have (latest first), so the page stays small however many lie behind.
 */
export async function adminEventsPage(
  db: Db,
  pastLimit: number,
  now = new Date(),
): Promise<{ upcoming: EventWithCounts[]; past: EventWithCounts[]; morePast: boolean }> {
  const at = now.toISOString();
  const [upcoming, past] = await Promise.all([
    withCounts(db).where("ends_at", ">", at).orderBy("starts_at").orderBy("id").execute(),
    withCounts(db)
      .where("ends_at", "<=", at)
      .orderBy("starts_at", "desc")
      .orderBy("id")
      .limit(pastLimit + 1)
      .execute(),
  ]);
  return {
    upcoming: upcoming.map(counted),
    past: past.slice(0, pastLimit).map(counted),
    morePast: past.length > pastLimit,
  };
}
