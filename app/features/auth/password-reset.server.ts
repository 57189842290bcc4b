import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { accountState } from "#app/platform/account-status.server.ts";
import { recordAudit } from "#app/platform/audit.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/platform/client-address.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { sendMail } from "#app/platform/mail.server.ts";
import { hashPassword } from "#app/platform/password.server.ts";
import { takeSubmission } from "#app/platform/submission-limit.server.ts";
import { endSessions, setPasswordHash } from "#app/platform/user-password.server.ts";
import { issueUserToken, useUserToken } from "#app/platform/user-tokens.server.ts";

/**
 * A forgotten password (docs/admin.md#konto-your-own-account, docs/security.md). Asking for a link
 * answers the same whether or not the address has an account, in the same time: only the limits are
 * counted before the answer; the account is looked up, and the link made and mailed, after it. The
 * link works once, for an hour; using it sets the password and ends every session of the person.
 */

/** Requests an hour, per client address and per e-mail asked for. */
const RESETS_PER_HOUR = 5;

/** Posts of new passwords an hour per client address (the reset page). */
const RESET_POSTS_PER_HOUR = 10;

const addressOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";

/**
 * Counts the request; `limited` when this client asked too often (a 429 that says nothing of any
 * account). Past the limit for one e-mail the answer stays the same and no mail is sent, so
 * nobody can fill a person's inbox from many addresses.
 */
export async function askForReset(request: Request, email: string): Promise<"sent" | "limited"> {
  const normalised = email.trim().toLowerCase();
  const outcome = await writeTransaction(database().db, async (trx) => {
    if (!(await takeSubmission(trx, "password-reset", addressOf(request), RESETS_PER_HOUR))) {
      return "limited" as const;
    }
    const mail = await takeSubmission(trx, "password-reset-email", normalised, RESETS_PER_HOUR);
    return mail ? ("mail" as const) : ("quiet" as const);
  });
  if (outcome === "limited") return "limited";
  if (outcome === "mail") setImmediate(() => void mailResetLink(normalised));
  return "sent";
}

/** After the answer: the link for an existing, active account with a password, by e-mail. */
async function mailResetLink(email: string): Promise<void> {
  try {
    const db = database().db;
    const person = await db
      .selectFrom("user")
      .innerJoin("account", (join) =>
        join.onRef("account.userId", "=", "user.id").on("account.providerId", "=", "credential"),
      )
      .leftJoin("account_status", "account_status.user_id", "user.id")
      .select(["user.id", "user.name", "account_status.deactivated_at"])
      .where("user.email", "=", email)
      .executeTakeFirst();
    if (!person || person.deactivated_at) return;
    const token = await writeTransaction(db, (trx) => issueUserToken(trx, person.id, "reset"));
    const { SITE_URL, SITE_NAME } = settings();
    const link = `${SITE_URL.replace(/\/+$/, "")}/auth/nulstil/${token}`;
    sendMail(
      {
        to: email,
        subject: `Nulstil din adgangskode – ${SITE_NAME}`,
        text: [
          `Hej ${person.name || email}`,
          "",
          `Nogen – forhåbentlig dig – har bedt om at nulstille adgangskoden til din konto hos ${SITE_NAME}.`,
          "Vælg en ny adgangskode her. Linket virker i 1 time og kun én gang:",
          "",
          link,
          "",
          "Har du ikke bedt om det, kan du se bort fra denne mail: din adgangskode er uændret.",
        ].join("\n"),
      },
      "password reset",
    );
  } catch (error) {
    log.error(errorFields(error), "password reset link not made");
  }
}

/** One more post to the reset page from this client, unless it posted too often this hour. */
export async function takeResetPost(request: Request): Promise<boolean> {
  return writeTransaction(database().db, (trx) =>
    takeSubmission(trx, "password-reset-use", addressOf(request), RESET_POSTS_PER_HOUR),
  );
}

/**
 * Uses the link: the new password, every session ended, the audit entry, the link spent — all
 * in one transaction, or nothing (an old, used or unknown link: false).
 */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  // Hashed before the transaction: the write lock is not held while the hash is made.
  const hash = await hashPassword(password);
  return writeTransaction(database().db, async (trx) => {
    const userId = await useUserToken(trx, token, "reset");
    if (!userId) return false;
    const person = await accountState(trx, userId);
    if (person.email === undefined || person.deactivated) return false;
    if (!(await setPasswordHash(trx, userId, hash))) return false;
    const ended = await endSessions(trx, userId);
    await recordAudit(trx, {
      actor: person.email,
      action: "password.reset",
      target_type: "user",
      target_id: userId,
      summary: `Adgangskoden er nulstillet med et mailet link; ${ended} ${ended === 1 ? "session" : "sessioner"} afsluttet`,
    });
    return true;
  });
}
