import { type Kysely, sql } from "kysely";
import { isSqlite } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { setDeactivated } from "#app/platform/account-status.server.ts";
import { recordAudit } from "#app/platform/audit.server.ts";
import { auth } from "#app/platform/auth.server.ts";
import { database } from "#app/platform/database.server.ts";
import { setRole } from "#app/platform/roles.server.ts";
import { issueUserToken, voidUserTokens } from "#app/platform/user-tokens.server.ts";
import { invitationUrl, sendInvitation } from "./invitation-mail.server.ts";
import {
  type AccountPatch,
  type AccountRole,
  type InviteInput,
  ROLE_LABELS,
  ROLES,
  type StaffAccount,
} from "./schema.ts";

/**
 * Staff accounts run from the admin (docs/admin.md#staff-accounts): invite, change role, deactivate
 * and activate, send an invitation again. better-auth makes the user (it owns the user table); the
 * role, the invitation's link and the audit entry are written in one transaction. Changes that
 * could leave the site without an admin take a lock first (PostgreSQL; SQLite writes in turn).
 */

/** Who makes the change: the signed-in admin. */
export type Actor = { id: string; email: string };

export type AccountRefusal = { kind: "refused"; message: string };
type NotFound = { kind: "not-found" };

/** The accounts with a role, each once (admin wins), or only the one with `id`. */
async function accounts(db: Kysely<Database>, id?: string): Promise<StaffAccount[]> {
  let query = db
    .selectFrom("user")
    .innerJoin("user_roles", "user_roles.user_id", "user.id")
    .leftJoin("account_status", "account_status.user_id", "user.id")
    .select([
      "user.id",
      "user.email",
      "user.name",
      "user_roles.role",
      "account_status.deactivated_at",
      "account_status.last_sign_in_at",
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("account")
            .select("account.id")
            .whereRef("account.userId", "=", "user.id")
            .where("account.providerId", "=", "credential")
            .where("account.password", "is not", null),
        )
        .as("has_password"),
    )
    .where("user_roles.role", "in", ROLES);
  if (id !== undefined) query = query.where("user.id", "=", id);
  const byId = new Map<string, StaffAccount>();
  for (const row of await query.execute()) {
    const role = row.role as AccountRole;
    const known = byId.get(row.id);
    if (known) {
      if (role === "admin") known.role = role;
      continue;
    }
    byId.set(row.id, {
      id: row.id,
      email: row.email,
      name: row.name,
      role,
      active: !row.deactivated_at,
      last_sign_in_at: row.last_sign_in_at,
      invitation_pending: !row.has_password,
    });
  }
  return [...byId.values()].sort(
    (a, b) => a.name.localeCompare(b.name, "da") || a.email.localeCompare(b.email, "da"),
  );
}

export function listAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  return accounts(db);
}

async function findAccount(db: Kysely<Database>, id: string): Promise<StaffAccount | null> {
  return (await accounts(db, id))[0] ?? null;
}

/** One change to accounts at a time across instances (the last admin stays). */
async function lockAccounts(trx: Kysely<Database>) {
  if (!isSqlite(trx))
    await sql`select pg_advisory_xact_lock(hashtext('fgc-accounts'))`.execute(trx);
}

const EXISTS: AccountRefusal = {
  kind: "refused",
  message: "Der findes allerede en konto med den e-mail.",
};

/** A new invitation link for `userId` (the older one stops working), and its audit entry. */
async function issueInvitation(
  trx: Kysely<Database>,
  actor: Actor,
  userId: string,
  summary: string,
): Promise<string> {
  const token = await issueUserToken(trx, userId, "invite");
  await recordAudit(trx, {
    actor: actor.email,
    action: "user.invite",
    target_type: "user",
    target_id: userId,
    summary,
  });
  return token;
}

type Invited = { kind: "invited"; account: StaffAccount; inviteUrl: string };

/**
 * A new account with no password yet, and its invitation (72 h): mailed through SMTP_URL, and
 * returned so the admin can pass it on when no mail is sent.
 */
export async function inviteAccount(
  actor: Actor,
  input: InviteInput,
): Promise<Invited | AccountRefusal> {
  const context = await auth().$context;
  if (await context.internalAdapter.findUserByEmail(input.email)) return EXISTS;
  let userId: string;
  try {
    const user = await context.internalAdapter.createUser(
      { email: input.email, name: input.name, emailVerified: true },
      { method: "admin" },
    );
    userId = user.id;
  } catch (error) {
    // Two invitations of one address at once: the second meets the first's row.
    if (await context.internalAdapter.findUserByEmail(input.email)) return EXISTS;
    throw error;
  }
  const db = database().db;
  let token: string;
  try {
    token = await writeTransaction(db, async (trx) => {
      await setRole(trx, userId, input.role);
      return issueInvitation(
        trx,
        actor,
        userId,
        `Inviterede ${input.name} (${input.email}) som ${ROLE_LABELS[input.role]}`,
      );
    });
  } catch (error) {
    // No account without its role and audit entry.
    await context.internalAdapter.deleteUser(userId).catch(() => undefined);
    throw error;
  }
  const account = await findAccount(db, userId);
  if (!account) throw new Error("the invited account is gone");
  sendInvitation(account, token, actor.email);
  return { kind: "invited", account, inviteUrl: invitationUrl(token) };
}

const LAST_ADMIN = "Der skal være mindst én aktiv administrator.";

async function otherActiveAdmins(trx: Kysely<Database>, id: string): Promise<number> {
  const row = await trx
    .selectFrom("user_roles")
    .leftJoin("account_status", "account_status.user_id", "user_roles.user_id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("user_roles.role", "=", "admin")
    .where("user_roles.user_id", "!=", id)
    .where("account_status.deactivated_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A role change (holds from the person's next request) and/or (de)activation. Deactivating
 * deletes every session of theirs and voids their mailed links in the same transaction, so their
 * next request, on any instance, is signed out, and an invitation still pending needs a new one
 * once they are active again. Refused: the last active admin demoted or deactivated, or an admin
 * deactivating themselves.
 */
export async function changeAccount(
  actor: Actor,
  id: string,
  patch: AccountPatch,
): Promise<{ kind: "changed"; account: StaffAccount } | NotFound | AccountRefusal> {
  const db = database().db;
  return writeTransaction(db, async (trx) => {
    await lockAccounts(trx);
    const account = await findAccount(trx, id);
    if (!account) return { kind: "not-found" };
    const role = patch.role ?? account.role;
    const active = patch.active ?? account.active;
    if (!active && account.active && id === actor.id) {
      return { kind: "refused", message: "Du kan ikke deaktivere dig selv." };
    }
    const losesAdmin = account.role === "admin" && account.active && (role !== "admin" || !active);
    if (losesAdmin && (await otherActiveAdmins(trx, id)) === 0) {
      return { kind: "refused", message: LAST_ADMIN };
    }
    const audit = { actor: actor.email, target_type: "user", target_id: id } as const;
    const who = `${account.name} (${account.email})`;
    if (role !== account.role) {
      await setRole(trx, id, role);
      await recordAudit(trx, {
        ...audit,
        action: "user.role",
        summary: `${who}: rolle ${ROLE_LABELS[account.role]} → ${ROLE_LABELS[role]}`,
      });
    }
    if (active !== account.active) {
      await setDeactivated(trx, id, active ? null : new Date().toISOString());
      if (!active) {
        await trx.deleteFrom("session").where("userId", "=", id).execute();
        await voidUserTokens(trx, id);
      }
      await recordAudit(trx, {
        ...audit,
        action: active ? "user.activate" : "user.deactivate",
        summary: active ? `Aktiverede ${who}` : `Deaktiverede ${who}; logget ud overalt`,
      });
    }
    return { kind: "changed", account: { ...account, role, active } };
  });
}

/** A new invitation for someone who has not set a password yet; the older link stops working. */
export async function resendInvitation(
  actor: Actor,
  id: string,
): Promise<Invited | NotFound | AccountRefusal> {
  const db = database().db;
  const result = await writeTransaction(db, async (trx) => {
    const account = await findAccount(trx, id);
    if (!account) return { kind: "not-found" } as const;
    if (!account.invitation_pending) {
      return { kind: "refused", message: `${account.name} har allerede en adgangskode.` } as const;
    }
    if (!account.active) {
      return {
        kind: "refused",
        message: `${account.name} er deaktiveret. Aktivér først.`,
      } as const;
    }
    const summary = `Sendte invitationen til ${account.name} (${account.email}) igen`;
    const token = await issueInvitation(trx, actor, id, summary);
    return { kind: "invited", account, token } as const;
  });
  if (result.kind !== "invited") return result;
  sendInvitation(result.account, result.token, actor.email);
  return { kind: "invited", account: result.account, inviteUrl: invitationUrl(result.token) };
}
