import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { database } from "./database.server.ts";
import { giveBack, holdSubmission } from "./submission-limit.server.ts";

/**
 * One limit on guessing a person's password (docs/security.md). Every check of it — the sign-in,
 * better-auth's `verify-password`, and /admin/konto's password change and two-factor on and off —
 * counts toward one count per account, kept in the database so that every instance agrees: after
 * 10 wrong within an hour every check is refused, the right password too, until the oldest of
 * them is an hour old. A check is counted before it is made and given back when the password was
 * right, so guesses sent all at once are held to the limit as well. The account is known by its
 * e-mail as typed (trimmed, in lower case): an address without an account is counted alike, and
 * the limit tells no one whether it has one.
 */

const WRONG_PER_HOUR = 10;

/** Over the limit: `retryAfter` seconds until a check is taken again. */
export type Limited = { limited: true; retryAfter: number };

export type Checked<T> = { limited: false; value: T } | Limited;

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * `check` of the password of the account of `email`, unless its count is full; `wrong` says from
 * its answer whether the password was wrong (kept in the count) or not (given back).
 */
export async function checkPassword<T>(
  email: string,
  check: () => Promise<T>,
  wrong: (answer: T) => boolean,
): Promise<Checked<T>> {
  const db = database().db;
  const key = accountKey(email);
  const hold = await writeTransaction(db, (trx) =>
    holdSubmission(trx, "password-check", key, WRONG_PER_HOUR),
  );
  if ("retryAfter" in hold) return { limited: true, retryAfter: hold.retryAfter };
  let answer: T;
  try {
    answer = await check();
  } catch (error) {
    // No answer, no guess: the check failed on its own (the database, say).
    await giveBack(db, "password-check", key, hold.held).catch(() => {});
    throw error;
  }
  if (!wrong(answer)) await giveBack(db, "password-check", key, hold.held);
  return { limited: false, value: answer };
}
