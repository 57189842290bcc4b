import { generateId } from "better-auth";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { isDeactivated } from "#app/platform/account-status.server.ts";
import { recordAudit } from "#app/platform/audit.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { hashPassword } from "#app/platform/password.server.ts";
import { signIn } from "#app/platform/sign-in.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { setPasswordHash } from "#app/platform/user-password.server.ts";
import { userOfToken, useUserToken } from "#app/platform/user-tokens.server.ts";
import type { WelcomeInput } from "./schema.ts";
import { welcomeForm } from "./welcome-form.ts";

/**
 * `/velkommen/TOKEN` (docs/admin.md#staff-accounts): the invitee sets their first password. The
 * link is spent in the transaction that stores the password, so it works once; a link that is old,
 * used, unknown or belongs to a deactivated person changes nothing. Posts are counted per client
 * address (20 an hour, across instances), so links cannot be tried at speed.
 */

const POSTS_PER_HOUR = 20;

/** What a link looks like (link-token.server.ts: 32 bytes, base64url); anything else is unknown. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

type Invitee = { id: string; email: string; name: string };

/** The person a valid invitation belongs to, or null. Reads only. */
export async function inviteeOf(token: string): Promise<Invitee | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const db = database().db;
  const userId = await userOfToken(db, token, "invite");
  if (!userId || (await isDeactivated(db, userId))) return null;
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return user ?? null;
}

export type WelcomeAnswer =
  | { kind: "expired" }
  | { kind: "rate-limited" }
  | { kind: "invalid"; errors: Record<string, string> }
  /** The password is set; `cookies` sign the person in (none if that failed: they use /auth). */
  | { kind: "done"; cookies: string[] };

/** The link turned out not to be good inside the transaction: nothing it did is kept. */
class LinkGone extends Error {}

async function setPassword(trx: Kysely<Database>, userId: string, hash: string) {
  if (await setPasswordHash(trx, userId, hash)) return;
  const now = new Date().toISOString();
  // The row better-auth's own linkAccount makes (scripts/user-add.ts), in this transaction.
  await trx
    .insertInto("account")
    .values({
      id: generateId(32),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

export async function acceptInvitation(
  request: Request,
  token: string,
  form: URLSearchParams,
): Promise<WelcomeAnswer> {
  const db = database().db;
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const allowed = await writeTransaction(db, (trx) =>
    takeSubmission(trx, "welcome", address, POSTS_PER_HOUR),
  );
  if (!allowed) return { kind: "rate-limited" };
  const invitee = await inviteeOf(token);
  if (!invitee) return { kind: "expired" };
  const post = readPost(welcomeForm, form);
  if (post.kind !== "valid") {
    return { kind: "invalid", errors: post.kind === "invalid" ? post.errors : {} };
  }
  const { password } = post.value as WelcomeInput;
  const hash = await hashPassword(password);
  try {
    await writeTransaction(db, async (trx) => {
      const userId = await useUserToken(trx, token, "invite");
      if (userId !== invitee.id || (await isDeactivated(trx, userId))) throw new LinkGone();
      await setPassword(trx, userId, hash);
      await recordAudit(trx, {
        actor: invitee.email,
        action: "password.set",
        target_type: "user",
        target_id: userId,
        summary: `${invitee.name} valgte sin adgangskode fra invitationen`,
      });
    });
  } catch (error) {
    if (error instanceof LinkGone) return { kind: "expired" };
    throw error;
  }
  const signedIn = await signIn(request, invitee.email, password).catch(() => null);
  return { kind: "done", cookies: signedIn?.ok ? signedIn.cookies : [] };
}
