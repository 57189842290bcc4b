import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";

/**
 * Test accounts, made the way an operator makes them: by running `npm run user:add`
 * (scripts/user-add.ts) against a data directory or a PostgreSQL URL. The server may be running
 * on the same database meanwhile.
 *
 *   const admin = addUser({ dataDir: server.dataDir, admin: true });
 *   // → { email: "admin-…@test.example", password: "…" } (random unless given)
 *
 * Pass `databaseUrl` for a PostgreSQL server. Throws with the script's output when it fails.
 */

const ROOT = resolve(import.meta.dirname, "../..");

export type TestUser = { email: string; password: string };

export type AddUserOptions = {
  dataDir?: string;
  databaseUrl?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  /** Staff (Personale): every admin task but accounts and the log. */
  staff?: boolean;
};

export function addUser(options: AddUserOptions = {}): TestUser {
  const kind = options.admin ? "admin" : options.staff ? "staff" : "user";
  const email = options.email ?? `${kind}-${randomUUID()}@test.example`;
  const password = options.password ?? `kode-${randomUUID()}`;
  const role = options.admin ? ["--admin"] : options.staff ? ["--staff"] : [];
  const run = runUserAdd(["--email", email, ...role], {
    ...options,
    stdin: `${password}\n`,
  });
  if (run.status !== 0) {
    throw new Error(`user:add failed (${run.status}): ${run.stdout}${run.stderr}`);
  }
  return { email, password };
}

/** Runs scripts/user-add.ts with the given arguments; the password, if any, on stdin. */
export function runUserAdd(
  args: string[],
  options: Pick<AddUserOptions, "dataDir" | "databaseUrl"> & { stdin?: string },
) {
  return spawnSync(process.execPath, ["scripts/user-add.ts", ...args], {
    cwd: ROOT,
    input: options.stdin ?? "",
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: options.dataDir ?? process.env.DATA_DIR,
      DATABASE_URL: options.databaseUrl ?? "",
    },
  });
}
