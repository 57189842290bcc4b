import { spawn } from "node:child_process";
import { copyFileSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "#app/db/database.server.ts";
import {
  type ApiClient,
  allAdminRows,
  apiClient,
  signedInAdmin,
} from "#tests/support/api-client.ts";
import { type TestDatabase, testDatabases } from "#tests/support/databases.ts";
import { type RunningServer, startServer } from "#tests/support/server.ts";
import { tempDir } from "#tests/support/temp.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * Durability: the server killed with SIGKILL at random moments while writes stream in keeps every
 * write it acknowledged; a write lock held by another connection delays a save but never fails
 * it; `npm run db:backup` copies a live database into a copy that starts and checks out.
 */

const ROUNDS = { SQLite: 50, PostgreSQL: 20 } as const;

/** Writes from a few parallel writers until the server dies; returns the acknowledged rows. */
function writeUntilDead(admin: ApiClient, round: number) {
  const acknowledged = new Map<string, string>();
  let alive = true;
  let firstAck = () => {};
  const acked = new Promise<void>((done) => {
    firstAck = done;
  });
  const writer = async (w: number) => {
    for (let i = 0; alive; i += 1) {
      const comment = `Runde ${round} skriver ${w} nr. ${i}`;
      try {
        const response = await admin.post("/api/admin/testimonials", { name: "Nedbrud", comment });
        if (response.status === 201) {
          acknowledged.set((await response.json()).id, comment);
          firstAck();
        } else if (alive) throw new Error(`write answered ${response.status}`);
      } catch (error) {
        if (alive && !(error instanceof TypeError)) throw error;
        return;
      }
    }
  };
  const writers = Promise.all([0, 1, 2, 3].map(writer));
  return {
    acknowledged,
    /** Resolves once the server has acknowledged a write: the stream is flowing. */
    acked,
    stop: async () => {
      alive = false;
      await writers;
    },
  };
}

function integrity(file: string): string {
  const db = new DatabaseSync(file);
  const row = db.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
  db.close();
  return row.integrity_check;
}

/** One database, `rounds` crashes in a row; every acknowledged write checked after each. */
async function crashRounds(create: TestDatabase["create"], rounds: number, lane: number) {
  const config = await create();
  try {
    const env = { DATABASE_URL: config.databaseUrl };
    const user = addUser({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, admin: true });
    let session = "";
    const expected = new Map<string, string>();
    for (let round = 0; round < rounds; round += 1) {
      const server = await startServer(env, { dataDir: config.dataDir });
      const admin = session
        ? apiClient(server.url, session)
        : await apiClient(server.url).signIn(user);
      session = admin.cookie;
      const stream = writeUntilDead(admin, lane * 1000 + round);
      await stream.acked;
      await new Promise((done) => setTimeout(done, Math.random() * 150));
      await server.stop("SIGKILL");
      await stream.stop();
      for (const [id, comment] of stream.acknowledged) expected.set(id, comment);
      const stored = await readRows(config);
      for (const [id, comment] of expected) expect(stored.get(id), `round ${round}`).toBe(comment);
    }
    return expected.size;
  } finally {
    await config.dispose();
  }
}

async function readRows(config: DatabaseConfig): Promise<Map<string, string>> {
  if (!config.databaseUrl) {
    const file = resolve(config.dataDir, "app.db");
    expect(integrity(file)).toBe("ok");
    const db = new DatabaseSync(file, { readOnly: true });
    const rows = db.prepare("select id, comment from testimonials").all();
    db.close();
    return new Map(rows.map((row) => [String(row.id), String(row.comment)]));
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const { rows } = await client.query("select id, comment from testimonials");
  await client.end();
  return new Map(rows.map((row) => [String(row.id), String(row.comment)]));
}

describe.each(testDatabases())("durability on $name", ({ name, create }) => {
  // Several databases crash side by side, sharing the rounds: a round is mostly start-up.
  it(`keeps every acknowledged write through ${ROUNDS[name]} SIGKILLs`, {
    timeout: 600_000,
  }, async () => {
    const lanes = name === "SQLite" ? 5 : 4;
    const each = ROUNDS[name] / lanes;
    const written = await Promise.all(
      Array.from({ length: lanes }, (_, lane) => crashRounds(create, each, lane)),
    );
    for (const count of written) expect(count).toBeGreaterThanOrEqual(each);
  });
});

describe("SQLite under a held lock and an online backup", () => {
  let server: RunningServer;
  let restored: RunningServer | undefined;
  let admin: ApiClient;
  afterAll(async () => {
    await server?.stop();
    await restored?.stop();
  });

  it("a write lock held 500 ms by another connection delays a save without failing it", async () => {
    server = await startServer();
    admin = await signedInAdmin(server);
    const other = new DatabaseSync(resolve(server.dataDir, "app.db"));
    other.exec("BEGIN IMMEDIATE");
    other.exec("update testimonials set comment = comment");
    const released = new Promise<void>((done) =>
      setTimeout(() => {
        other.exec("COMMIT");
        other.close();
        done();
      }, 500),
    );
    const started = Date.now();
    const save = await admin.post("/api/admin/testimonials", { name: "Låst", comment: "Ventede" });
    await released;
    expect(save.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it("npm run db:backup copies the live database while writes run; the copy starts and checks out", async () => {
    const stream = writeUntilDead(admin, 0);
    await new Promise((done) => setTimeout(done, 200));
    const before = new Map(stream.acknowledged);
    const backup = spawn("npm", ["run", "--silent", "db:backup"], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
    });
    let printed = "";
    backup.stdout.on("data", (chunk) => {
      printed += chunk;
    });
    // "close": everything it printed has arrived.
    const code = await new Promise((done) => backup.once("close", done));
    await new Promise((done) => setTimeout(done, 200));
    const afterBackup = stream.acknowledged.size;
    await server.stop();
    await stream.stop();
    expect(code).toBe(0);
    expect(afterBackup).toBeGreaterThan(before.size);
    const file = printed.trim();
    expect(file.startsWith(`${server.dataDir}/backups/`), file).toBe(true);
    expect(file).toMatch(/\/backups\/[^/]+\.db$/);
    expect(integrity(file)).toBe("ok");

    const dataDir = tempDir("restored");
    copyFileSync(file, resolve(dataDir, "app.db"));
    copyFileSync(resolve(server.dataDir, "auth-secret"), resolve(dataDir, "auth-secret"));
    restored = await startServer({}, { dataDir });
    const copy = apiClient(restored.url, admin.cookie);
    const ids = new Set((await allAdminRows(copy)).map((row) => row.id));
    for (const id of before.keys()) expect(ids.has(id)).toBe(true);
    expect(integrity(resolve(dataDir, "app.db"))).toBe("ok");
  });
});
