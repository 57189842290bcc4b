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
  /** The current password typed on /admin/konto, per account. */
  | "password-check";

/** The limit needs equal addresses, not the addresses themselves. */
function addressKey(kind: SubmissionKind, address: string): string {
  return createHash("sha256").update(`fgc-${kind}:${address}`).digest("base64url").slice(0, 32);
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
  const key = addressKey(kind, address);
  // One submitter at a time per address, across instances (PostgreSQL); SQLite writes in turn.
  if (!isSqlite(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
  const since = new Date(at - HOUR_MS).toISOString();
  await trx.deleteFrom("review_submissions").where("created_at", "<", since).execute();
  const recent = await trx
    .selectFrom("review_submissions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("address", "=", key)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= perHour) return false;
  await trx
    .insertInto("review_submissions")
    .values({ address: key, created_at: new Date(at).toISOString() })
    .execute();
  return true;
}
