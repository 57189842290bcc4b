import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database, UserTokenPurpose } from "#app/db/schema.ts";
import { hashLinkToken, newLinkToken } from "./link-token.server.ts";

/**
 * The links mailed to a person (docs/security.md#staff-accounts-invitations-and-deactivation): an
 * invitation is good for 72 hours, a password reset for one; each works once. Issuing a new one
 * voids the person's earlier links of that purpose, so only the newest mail works.
 */

const HOUR_MS = 60 * 60 * 1000;
const VALID_MS: Record<UserTokenPurpose, number> = { invite: 72 * HOUR_MS, reset: HOUR_MS };

/**
 * Voids the person's unused links of `purpose`, or of every purpose: a deactivated person's
 * invitation and reset links die with the deactivation, and activating them again brings none
 * back. Run it in the change's transaction.
 */
export async function voidUserTokens(
  db: Kysely<Database>,
  userId: string,
  purpose?: UserTokenPurpose,
  now = new Date(),
): Promise<void> {
  let query = db
    .updateTable("user_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null);
  if (purpose) query = query.where("purpose", "=", purpose);
  await query.execute();
}

/** A new link's token for `userId` (only its hash is stored); run it in the change's transaction. */
export async function issueUserToken(
  db: Kysely<Database>,
  userId: string,
  purpose: UserTokenPurpose,
  now = new Date(),
): Promise<string> {
  await voidUserTokens(db, userId, purpose, now);
  const { token, hash } = newLinkToken();
  await db
    .insertInto("user_tokens")
    .values({
      hash,
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VALID_MS[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The link with this hash, if it is for `purpose`, unused and not expired at `now`. */
function validLink(hash: string, purpose: UserTokenPurpose, now: Date) {
  return (eb: ExpressionBuilder<Database, "user_tokens">) =>
    eb.and([
      eb("hash", "=", hash),
      eb("purpose", "=", purpose),
      eb("used_at", "is", null),
      eb("expires_at", ">", now.toISOString()),
    ]);
}

/** The person a valid, unused link belongs to, or null (unknown, expired or used). Reads only. */
export async function userOfToken(
  db: Kysely<Database>,
  token: string,
  purpose: UserTokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const row = await db
    .selectFrom("user_tokens")
    .select("user_id")
    .where(validLink(hashLinkToken(token), purpose, now))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Uses the link: marks it used and returns its person, or null when it was not valid. One
 * conditional update, so of two uses at once exactly one wins; run it in the change's transaction.
 */
export async function useUserToken(
  db: Kysely<Database>,
  token: string,
  purpose: UserTokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const hash = hashLinkToken(token);
  const result = await db
    .updateTable("user_tokens")
    .set({ used_at: now.toISOString() })
    .where(validLink(hash, purpose, now))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom("user_tokens")
    .select("user_id")
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
