import { isAPIError } from "better-auth/api";
import { isSqlite } from "#app/db/database.server.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { type AuditAction, type AuditRecord, recordAudit } from "#app/platform/audit.server.ts";
import { auth } from "#app/platform/auth.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { hashPassword, verifyPassword } from "#app/platform/password.server.ts";
import { checkPassword, type Limited } from "#app/platform/password-guesses.server.ts";
import {
  endSessions,
  passwordHashOf,
  setPasswordHash,
} from "#app/platform/user-password.server.ts";

/**
 * `/admin/konto` (docs/admin.md#konto-your-own-account): the signed-in person's own name, password
 * and two-factor sign-in. Name and password are written here, each in one transaction with its
 * audit entry; two-factor goes through better-auth's plugin by its server API (its HTTP endpoints
 * for it are disabled), and the entry is written right after.
 */

type TwoFactorState = "off" | "pending" | "on";

export type Account = { name: string; email: string; twoFactor: TwoFactorState };

/** The audit entry of a change the signed-in person makes to their own account. */
const ownChange = (session: StaffSession, action: AuditAction, summary: string): AuditRecord => ({
  actor: session.user.email,
  action,
  target_type: "user",
  target_id: session.user.id,
  summary,
});

const truthy = (value: number | boolean | null | undefined) => value === true || value === 1;

export async function accountOf(userId: string): Promise<Account> {
  const db = database().db;
  const user = await db
    .selectFrom("user")
    .select(["name", "email", "twoFactorEnabled"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (truthy(user.twoFactorEnabled)) return { ...user, twoFactor: "on" };
  const secret = await db
    .selectFrom("twoFactor")
    .select("verified")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return { name: user.name, email: user.email, twoFactor: secret ? "pending" : "off" };
}

export async function saveName(session: StaffSession, name: string): Promise<void> {
  const db = database().db;
  const now = new Date();
  await writeTransaction(db, async (trx) => {
    await trx
      .updateTable("user")
      .set({ name, updatedAt: isSqlite(trx) ? now.toISOString() : now })
      .where("id", "=", session.user.id)
      .execute();
    await recordAudit(trx, ownChange(session, "user.name", `Navn ændret til ${name}`));
  });
}

export type PasswordChange = "changed" | "wrong" | Limited;

/**
 * A new password, the current one given: every other session of the person ends; this one stays.
 * The current one is checked within the account's limit (password-guesses.server.ts), so a
 * borrowed session cannot guess it.
 */
export async function changePassword(
  session: StaffSession,
  current: string,
  next: string,
): Promise<PasswordChange> {
  const db = database().db;
  const userId = session.user.id;
  const checked = await checkPassword(
    session.user.email,
    async () => {
      const stored = await passwordHashOf(db, userId);
      return Boolean(stored && (await verifyPassword({ hash: stored, password: current })));
    },
    (right) => !right,
  );
  if (checked.limited) return checked;
  if (!checked.value) return "wrong";
  const hash = await hashPassword(next);
  await writeTransaction(db, async (trx) => {
    await setPasswordHash(trx, userId, hash);
    const ended = await endSessions(trx, userId, session.session.token);
    const others = `${ended} ${ended === 1 ? "anden session" : "andre sessioner"}`;
    await recordAudit(
      trx,
      ownChange(session, "password.set", `Adgangskoden er skiftet; ${others} afsluttet`),
    );
  });
  return "changed";
}

/** The authenticator's setup, shown once: the URI as text and as a QR code, and recovery codes. */
export type TwoFactorSetup = { uri: string; qr: string; recoveryCodes: string[] };

/** What better-auth answered, with the cookies to pass on (it renews the session on a change). */
type Answered<T> = { ok: true; value: T; cookies: string[] } | { ok: false; code: string };

/** Better-auth's answer to a call that checks the password, or the account's checks held back. */
type Called<T> = Answered<T> | Limited;

async function call<T>(
  run: () => Promise<{ headers: Headers | null; response: T }>,
): Promise<Answered<T>> {
  try {
    const { headers, response } = await run();
    return { ok: true, value: response, cookies: headers?.getSetCookie() ?? [] };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, code: String(error.body?.code ?? error.status) };
    throw error;
  }
}

/** A call of better-auth's that checks the person's password, within the account's limit. */
async function callWithPassword<T>(
  session: StaffSession,
  run: () => Promise<{ headers: Headers | null; response: T }>,
): Promise<Called<T>> {
  const checked = await checkPassword(
    session.user.email,
    () => call(run),
    (answer) => !answer.ok && answer.code === "INVALID_PASSWORD",
  );
  return checked.limited ? checked : checked.value;
}

/** A data URL of the QR code (SVG) for the `otpauth://` URI. */
async function qrCode(uri: string): Promise<string> {
  // Loaded when someone turns two-factor on, not at start.
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** A call to better-auth's server API as the person of `request`, its headers kept. */
const asPerson = <B>(request: Request, body: B) => ({
  body,
  headers: request.headers,
  returnHeaders: true as const,
});

/** A two-factor change better-auth made: its audit entry, written right after. */
async function recorded(
  result: Answered<unknown>,
  session: StaffSession,
  action: AuditAction,
  summary: string,
): Promise<Answered<null>> {
  if (!result.ok) return result;
  await recordAudit(database().db, ownChange(session, action, summary));
  return { ...result, value: null };
}

/** Step 1: a new secret and recovery codes, kept unverified until the first code (step 2). */
export async function startTwoFactor(
  request: Request,
  session: StaffSession,
  password: string,
): Promise<Called<TwoFactorSetup>> {
  const result = await callWithPassword(session, () =>
    auth().api.enableTwoFactor(asPerson(request, { password })),
  );
  if ("limited" in result || !result.ok) return result;
  const { totpURI, backupCodes } = result.value as { totpURI: string; backupCodes: string[] };
  return {
    ...result,
    value: { uri: totpURI, qr: await qrCode(totpURI), recoveryCodes: backupCodes },
  };
}

/** Step 2: the first code from the app; two-factor is on from here. */
export async function confirmTwoFactor(
  request: Request,
  session: StaffSession,
  code: string,
): Promise<Answered<null>> {
  const result = await call(() => auth().api.verifyTOTP(asPerson(request, { code })));
  const summary = "Tofaktorlogin slået til (godkendelsesapp og gendannelseskoder)";
  return recorded(result, session, "two_factor.enable", summary);
}

export async function stopTwoFactor(
  request: Request,
  session: StaffSession,
  password: string,
): Promise<Called<null>> {
  const result = await callWithPassword(session, () =>
    auth().api.disableTwoFactor(asPerson(request, { password })),
  );
  if ("limited" in result) return result;
  return recorded(result, session, "two_factor.disable", "Tofaktorlogin slået fra");
}
