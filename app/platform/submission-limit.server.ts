import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { isSqlite } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * How many public submissions (testimonials, event sign-ups, passwords set through an
 * invitation's link, password-reset requests) one client address may make in an hour, counted in
 * the database so that every instance agrees. Each kind counts apart. A kind may count by
 * something other than an address (the e-mail a reset is asked for, the account whose password is
 * checked): only a hash of it is stored.
 */

const HOUR_MS = 60 * 60 * 1000;

export type SubmissionKind =
  | "review"
  | "event-signup"
  /** Posts to `/velkommen/TOKEN` per client address. */
  | "welcome"
  /** `/auth/glemt` per client address, and per normalised e-mail asked for. */
  | "password-reset"
  | "password-reset-email"
  /** Posts to `/auth/nulstil/TOKEN` per client address. */
  | "password-reset-use"
  /** Every check of a person's password, wrong ones kept, per account (password-guesses.server.ts). */
  | "password-check"
  /** A player's result, `Bekræft` or `Afvis` posted from `/tilmelding/TOKEN`, per client address. */
  | "match-report";

/** The limit needs equal addresses, not the addresses themselves. */
function addressKey(kind: SubmissionKind, address: string): string {
  return createHash("sha256").update(`fgc-${kind}:${address}`).digest("base64url").slice(0, 32);
}

/**
 * `takeSubmission` for several submissions of `kind` at once (a batch of sign-ups) in a few
 * statements for all: a lock for each address, taken in the addresses' order (two instances
 * never wait for each other in a circle), one count, one insert. Each, in the order given, is
 * counted while its address is under `perHour` within the hour; whether each was. Runs inside the
 * caller's transaction `trx`.
 */
export async function takeSubmissions(
  trx: Kysely<Database>,
  kind: SubmissionKind,
  addresses: string[],
  perHour: number,
  at = Date.now(),
): Promise<boolean[]> {
  const keys = addresses.map((address) => addressKey(kind, address));
  const distinct = [...new Set(keys)].sort();
  if (distinct.length === 0) return [];
  if (!isSqlite(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${distinct}::text[]) as k order by k`.execute(
      trx,
    );
  }
  const since = new Date(at - HOUR_MS).toISOString();
  await trx.deleteFrom("review_submissions").where("created_at", "<", since).execute();
  const recent = await trx
    .selectFrom("review_submissions")
    .select((eb) => ["address", eb.fn.countAll().as("count"), eb.fn.max("created_at").as("newest")])
    .where("address", "in", distinct)
    .groupBy("address")
    .execute();
  const seen = new Map(
    recent.map((row) => [
      row.address,
      { count: Number(row.count), newest: row.newest ? Date.parse(String(row.newest)) : -Infinity },
    ]),
  );
  const rows: { address: string; created_at: string }[] = [];
  const taken = keys.map((key) => {
    const before = seen.get(key) ?? { count: 0, newest: -Infinity };
    if (before.count >= perHour) return false;
    // Later than the address's newest by a millisecond at least: two never share a time.
    const time = Math.max(at, before.newest + 1);
    seen.set(key, { count: before.count + 1, newest: time });
    rows.push({ address: key, created_at: new Date(time).toISOString() });
    return true;
  });
  if (rows.length > 0) await trx.insertInto("review_submissions").values(rows).execute();
  return taken;
}

/**
 * Counts one submission of `kind` from `address`, unless `perHour` were made within the hour:
 * then false, and nothing is counted. Runs inside the caller's transaction `trx`.
 */
export async function takeSubmission(
  trx: Kysely<Database>,
  kind: SubmissionKind,
  address: string,
  perHour: number,
  at = Date.now(),
): Promise<boolean> {
  return "held" in (await holdSubmission(trx, kind, address, perHour, at));
}

/** A submission counted (`held`: the time it was counted at), or the seconds until one may be. */
export type Hold = { held: string } | { retryAfter: number };

/**
 * `takeSubmission` for a try that may turn out not to count (a password that was right): its
 * time, unique for its address, by which `giveBack` takes it out of the count again; or, over the
 * limit, the seconds until the hour's oldest leaves the count.
 */
export async function holdSubmission(
  trx: Kysely<Database>,
  kind: SubmissionKind,
  address: string,
  perHour: number,
  at = Date.now(),
): Promise<Hold> {
  const key = addressKey(kind, address);
  // One submitter at a time per address, across instances (PostgreSQL); SQLite writes in turn.
  if (!isSqlite(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
  const since = new Date(at - HOUR_MS).toISOString();
  await trx.deleteFrom("review_submissions").where("created_at", "<", since).execute();
  const recent = await trx
    .selectFrom("review_submissions")
    .select((eb) => [
      eb.fn.countAll().as("count"),
      eb.fn.min("created_at").as("oldest"),
      eb.fn.max("created_at").as("newest"),
    ])
    .where("address", "=", key)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= perHour) {
    const frees = Date.parse(String(recent.oldest)) + HOUR_MS;
    return { retryAfter: Math.max(1, Math.ceil((frees - at) / 1000)) };
  }
  // Later than the address's newest by a millisecond at least: two tries never share a time.
  const newest = recent.newest ? Date.parse(String(recent.newest)) : Number.NEGATIVE_INFINITY;
  const held = new Date(Math.max(at, newest + 1)).toISOString();
  await trx.insertInto("review_submissions").values({ address: key, created_at: held }).execute();
  return { held };
}

/** Takes a held submission (`holdSubmission`) out of the count again. */
export async function giveBack(
  db: Kysely<Database>,
  kind: SubmissionKind,
  address: string,
  held: string,
): Promise<void> {
  await db
    .deleteFrom("review_submissions")
    .where("address", "=", addressKey(kind, address))
    .where("created_at", "=", held)
    .execute();
}
