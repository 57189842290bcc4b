import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import type { DatabaseHandle } from "#app/db/database.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * The version of everything the public sees (testimonials, the center's content, events).
 * Caches of public data and of rendered pages are keyed by it, so they need no time to live: a
 * write here moves it at once, and on PostgreSQL a write on any instance moves it on every
 * instance through `LISTEN`/`NOTIFY` (docs/decisions/027-hosting-as-it-stands.md); it also
 * moves at the moment an event turns by the clock (`markContentStaleAt`).
 */

let version = 0;
/** The next moment the public content turns by itself (see markContentStaleAt), if any. */
let turnsAt: number | undefined;

export function contentVersion(): number {
  passTurn(Date.now());
  return version;
}

/** The moment the content turned has come: the version moves, once. */
function passTurn(now: number): void {
  if (turnsAt !== undefined && now >= turnsAt) {
    turnsAt = undefined;
    version += 1;
  }
}

/**
 * This instance's copies are no longer current (a write, another instance's write, or data
 * that failed to load and must not be kept).
 */
export function markContentStale(): void {
  version += 1;
}

/**
 * What changed, for those who follow one part live (a tournament's bracket, docs/pages.md, "The
 * live bracket"): `publishContentChange(subject)` reaches every follower on every instance, once
 * this instance's copies are let go, so a follower who asks for the page again gets it fresh.
 * `EVERYTHING` after the listener reconnects: what changed meanwhile is not known.
 */
export const EVERYTHING = "*";
const followers = new Set<(subject: string) => void>();

export function followContentChanges(follower: (subject: string) => void): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}

function changed(subject: string): void {
  markContentStale();
  if (!subject) return;
  for (const follower of followers) follower(subject);
}

/**
 * What the public sees changes by itself at `at` (an event's sign-up closes, it starts, it
 * ends): from then on this instance's copies are stale, as after a write. Only the earliest
 * moment is kept; the next rendering sets the next one. No timer: the version is read before a
 * kept copy is used, and moves there, so a busy process can never answer from a copy it should
 * have let go (docs/decisions/033-kept-pages-follow-the-clock.md).
 */
export function markContentStaleAt(at: Date, now = Date.now()): void {
  passTurn(now);
  const when = at.getTime();
  if (when > now && (turnsAt === undefined || when < turnsAt)) turnsAt = when;
}

let channel: { name: string; db: DatabaseHandle } | undefined;

/**
 * NOTIFY reaches the whole database: one channel per schema keeps instances of other sites (or
 * test runs) sharing it out of each other's way.
 */
async function channelName(db: DatabaseHandle["db"]): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return `fgc_content:${rows[0]?.schema ?? "public"}`;
}

/** Tells every running instance that content changed (scripts that write to PostgreSQL). */
export async function announceContentChange(db: DatabaseHandle): Promise<void> {
  if (db.kind !== "postgres") return;
  await sql`select pg_notify(${await channelName(db.db)}, '')`.execute(db.db);
}

/**
 * After a write: stale here at once, and on every other instance (PostgreSQL). A `subject` is
 * told to its followers here when this instance is alone, else by the notification, which
 * reaches this instance too: once each.
 */
export async function publishContentChange(subject = ""): Promise<void> {
  markContentStale();
  if (!channel) {
    if (subject) changed(subject);
    return;
  }
  try {
    await sql`select pg_notify(${channel.name}, ${subject})`.execute(channel.db.db);
  } catch (error) {
    if (subject) changed(subject);
    // The write itself is saved and answered; the other instances catch up at the next change
    // or when their listener reconnects.
    log.warn(errorFields(error), "content change not announced to other instances");
  }
}

/** One listener connection per instance; reconnects (and marks everything stale) if it drops. */
export function listenForContentChanges(db: DatabaseHandle, url: string) {
  let stopped = false;
  let client: pg.Client | undefined;

  async function connect(): Promise<void> {
    for (let delay = 500; !stopped; delay = Math.min(delay * 2, 5_000)) {
      const attempt = new pg.Client({ connectionString: url });
      attempt.on("error", (error) => log.warn(errorFields(error), "content listener lost"));
      try {
        await attempt.connect();
        const name = await channelName(db.db);
        attempt.on("notification", (message) => {
          if (message.channel === name) changed(message.payload ?? "");
        });
        await attempt.query(`listen ${attempt.escapeIdentifier(name)}`);
        attempt.once("end", () => {
          if (!stopped) void connect();
        });
        client = attempt;
        channel = { name, db };
        // Whatever changed while no one was listening is seen now.
        changed(EVERYTHING);
        return;
      } catch (error) {
        log.warn(errorFields(error), "content listener cannot connect; trying again");
        await attempt.end().catch(() => undefined);
        await sleep(delay);
      }
    }
  }

  const ready = connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      channel = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
