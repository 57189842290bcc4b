import { parseArgs } from "node:util";
import { z } from "zod";
import { auth } from "#app/platform/auth.server.ts";
import { closeDatabase, database } from "#app/platform/database.server.ts";
import { SettingsError } from "#app/platform/env.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";
import { passwordProblem } from "#app/platform/password-policy.ts";
import { setRole } from "#app/platform/roles.server.ts";

/**
 * `npm run user:add -- --email E [--password P] [--admin | --staff | --no-admin]`: creates the
 * account, or sets the password (and ends its sessions) of an existing one. Without --password
 * the password is read from standard input. --admin makes it an admin, --staff staff (Personale),
 * --no-admin takes its role away; without any an existing account keeps its role. Staff invite
 * everyone after the first admin in the admin (/admin/personale).
 */

class UsageError extends Error {}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Adgangskode: ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      admin: { type: "boolean" },
      staff: { type: "boolean" },
    },
    allowNegative: true,
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new UsageError("Ugyldig e-mail: angiv --email navn@domæne.dk");
  const password = values.password ?? (await readStdin());
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(problem);

  const handle = database();
  await migrate(handle);
  const context = await auth().$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(email.data, {
    includeAccounts: true,
  });
  let userId: string;
  let verb: string;
  if (existing) {
    userId = existing.user.id;
    const hasCredential = existing.accounts.some((account) => account.providerId === "credential");
    if (hasCredential) await context.internalAdapter.updatePassword(userId, hash);
    else await linkCredential(context, userId, hash);
    await context.internalAdapter.deleteUserSessions(userId);
    verb = "Opdaterede";
  } else {
    const user = await context.internalAdapter.createUser(
      { email: email.data, name: email.data, emailVerified: true },
      { method: "admin" },
    );
    userId = user.id;
    await linkCredential(context, userId, hash);
    verb = "Oprettede";
  }
  const role = values.admin
    ? "admin"
    : values.staff
      ? "staff"
      : values.admin === false
        ? null
        : undefined;
  if (role !== undefined) await setRole(handle.db, userId, role);
  const told = role === undefined ? "" : role ? ` (${role})` : " (ingen rolle)";
  return `${verb} brugeren ${email.data}${told}.`;
}

type AuthContext = Awaited<ReturnType<typeof auth>["$context"]>;

async function linkCredential(context: AuthContext, userId: string, hash: string) {
  await context.internalAdapter.linkAccount({
    userId,
    providerId: "credential",
    accountId: userId,
    password: hash,
  });
}

try {
  console.log(await main());
  await closeDatabase();
} catch (error) {
  const known = error instanceof UsageError || error instanceof SettingsError;
  console.error(known ? (error as Error).message : `Fejl: ${(error as Error).message}`);
  await closeDatabase().catch(() => undefined);
  process.exit(1);
}
