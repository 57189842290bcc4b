import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { type ApiClient, apiClient, signedInAdmin } from "./api-client.ts";
import { postgresSchema, type TestDatabase } from "./databases.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";
import { tempDir } from "./temp.ts";
import { addUser, type TestUser } from "./users.ts";

/**
 * Starts the real production server (`server/main.ts` on the current build) on a free port
 * with its own data directory, for tests that talk to it over real HTTP.
 */

const ROOT = resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** The first line printed that contains `text`, once it has been printed (within 10 s). */
  lineWith: (text: string) => Promise<string>;
  /** Sends a signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The settings a test server runs with: production, on loopback at `port`, data in `dataDir`. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
  };
}

export async function startServer(
  env: Record<string, string | undefined> = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDir("server");
  // A free port is only free until someone binds it: another server of this run, starting in
  // the other worker, may take it during this one's start-up. Then this one starts again on
  // another port; any other failure to start is the test's failure.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await launch(port, dataDir, env, options.timeoutMs ?? 45_000);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launch(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...serverEnv(port, dataDir), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const closed = new Promise((done) => child.once("close", done));

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('"msg":"listening"')) {
    if (child.exitCode !== null) {
      // Let the last of its output arrive.
      await Promise.race([closed, new Promise((r) => setTimeout(r, 1_000))]);
      const message = `server exited with ${child.exitCode} before listening:\n${output}`;
      throw output.includes("EADDRINUSE") ? new PortTaken(message) : new Error(message);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    lineWith: async (text) => {
      // Log lines are written at the end of an event-loop turn, through a pipe: a moment later.
      const until = Date.now() + 10_000;
      for (;;) {
        const line = output.split("\n").find((printed) => printed.includes(text));
        if (line !== undefined) return line;
        if (Date.now() > until) throw new Error(`the server printed no line with ${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

type Env = Record<string, string | undefined>;

/**
 * A real server for the tests of the `describe` block (or file) it is called in: started before
 * them, stopped after them. Its settings are given, or made by a function when the server starts
 * (which may first make a database of its own for it). `server()` is the running server.
 */
export function useServer(
  settings: Env | (() => Promise<{ env?: Env; dataDir?: string }>) = {},
): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const { env, dataDir } =
      typeof settings === "function" ? await settings() : { env: settings, dataDir: undefined };
    server = await startServer(env, { dataDir });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the server is used before it started");
    return server;
  };
}

/**
 * `useServer`, and an admin of its own signed in before the block's tests: `admin()` is that
 * admin's API client.
 */
export function useServerWithAdmin(settings: Env = {}) {
  const server = useServer(settings);
  let admin: ApiClient | undefined;
  beforeAll(async () => {
    admin = await signedInAdmin(server());
  });
  return {
    server,
    admin: () => {
      if (!admin) throw new Error("the admin is used before signing in");
      return admin;
    },
  };
}

/**
 * A server for the fuzz tests, which send more requests than any hourly limit allows: proxies
 * trusted, so that `client()` sends each request from an address of its own; `config()` is where
 * its data lives, `signedIn` a client signed in as a new staff member or admin.
 */
export function useFuzzServer() {
  const server = useServer({ TRUST_PROXY: "true" });
  const config = () => ({ dataDir: server().dataDir });
  const client = () => apiClient(server().url, "", { spreadAddresses: true });
  const signedIn = (role: { staff: true } | { admin: true }) =>
    client().signIn(addUser({ ...config(), ...role }));
  return { server, config, client, signedIn };
}

/**
 * `useServer` on a fresh database of `kind` (one of `testDatabases()`), removed after the block.
 * `database()` is where it lives: for `addUser({ ...database(), admin: true })` and checksums.
 */
export function useServerOn(kind: TestDatabase, env: Env = {}) {
  let config: Awaited<ReturnType<TestDatabase["create"]>> | undefined;
  afterAll(async () => {
    await config?.dispose();
  });
  const server = useServer(async () => {
    config = await kind.create();
    return { env: { DATABASE_URL: config.databaseUrl, ...env }, dataDir: config.dataDir };
  });
  const database = () => {
    if (!config) throw new Error("the database is used before the server started");
    return config;
  };
  return { server, database };
}

/**
 * Two instances over one fresh PostgreSQL schema, started at the same moment as behind a load
 * balancer: one AUTH_SECRET, TRUST_PROXY on. `stop` stops both and drops the schema.
 */
export async function startTwoInstances(baseUrl: string) {
  const schema = await postgresSchema(baseUrl);
  const env = {
    DATABASE_URL: schema.databaseUrl,
    AUTH_SECRET: `shared-secret-${randomUUID()}`,
    TRUST_PROXY: "true",
  };
  // Both migrate the empty schema at the same moment.
  const [first, second] = await Promise.all([startServer(env), startServer(env)]);
  return {
    first,
    second,
    databaseUrl: schema.databaseUrl,
    stop: async () => {
      await Promise.all([first.stop(), second.stop()]);
      await schema.dispose();
    },
  };
}

/**
 * `startTwoInstances` for a `describe` block: started before its tests, stopped (the schema
 * dropped) after. Read the instances inside tests: `two.first.url`, `two.second`, `two.databaseUrl`.
 */
export function useTwoInstances(baseUrl: string | undefined) {
  let running: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
  beforeAll(async () => {
    running = await startTwoInstances(baseUrl as string);
  }, 90_000);
  afterAll(() => running?.stop());
  const started = () => {
    if (!running) throw new Error("the two instances are not started yet");
    return running;
  };
  return {
    get first() {
      return started().first;
    },
    get second() {
      return started().second;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
  };
}

/**
 * After `useServerOn`: a staff member signed in and an anonymous visitor, made once for the block.
 * Read them inside tests (`clients.staff.post(...)`): they exist once `beforeAll` has run.
 */
export function useStaffAndVisitor(
  server: () => RunningServer,
  database: () => { databaseUrl?: string; dataDir: string },
) {
  const clients = {} as { staff: ApiClient; staffUser: TestUser; visitor: ApiClient };
  beforeAll(async () => {
    clients.staffUser = addUser({ ...database(), staff: true });
    clients.staff = await apiClient(server().url).signIn(clients.staffUser);
    clients.visitor = apiClient(server().url);
  });
  return clients;
}

/**
 * After `useServerOn`: an admin and a staff member of their own, signed in once for the block,
 * and an anonymous visitor. Read them inside tests (`admin().get(...)`, `staffUser().email`):
 * they exist once `beforeAll` has run.
 */
export function useSignedIn(
  server: () => RunningServer,
  database: () => { databaseUrl?: string; dataDir: string },
) {
  let people:
    | { admin: ApiClient; adminUser: TestUser; staff: ApiClient; staffUser: TestUser }
    | undefined;
  beforeAll(async () => {
    const adminUser = addUser({ ...database(), admin: true });
    const staffUser = addUser({ ...database(), staff: true });
    const anonymous = apiClient(server().url);
    const admin = await anonymous.signIn(adminUser);
    people = { admin, adminUser, staff: await anonymous.signIn(staffUser), staffUser };
  });
  const signedIn = () => {
    if (!people) throw new Error("the people are used before signing in");
    return people;
  };
  return {
    admin: () => signedIn().admin,
    adminUser: () => signedIn().adminUser,
    staff: () => signedIn().staff,
    staffUser: () => signedIn().staffUser,
    anonymous: () => apiClient(server().url),
  };
}

/**
 * `useServerOn` with a real SMTP server (`startSmtp`) listening before the site starts, its
 * SMTP_URL given to the site: `smtp()` reads what the site sent.
 */
export function useServerWithMail(kind: TestDatabase, env: Env = {}) {
  const settings: Env = { ...env };
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    const started = await startSmtp();
    smtp = started;
    settings.SMTP_URL = started.url();
    return () => started.close();
  });
  return {
    ...useServerOn(kind, settings),
    smtp: () => {
      if (!smtp) throw new Error("the mail server is used before it started");
      return smtp;
    },
  };
}
