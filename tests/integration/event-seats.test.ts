import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "#app/db/database.server.ts";
import { listRegistrations } from "#app/features/events/registrations.server.ts";
import { apiClient } from "#tests/support/api-client.ts";
import { postgresSchema, withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { type RunningServer, startServer } from "#tests/support/server.ts";
import { tempDir } from "#tests/support/temp.ts";

/**
 * Seats never oversell (docs/api.md#post-apieventsslugregistrations): 50 guests sign up at the same
 * moment for 5 seats, through two instances of the site on one database — two processes on one
 * SQLite file, and two on one PostgreSQL schema. Exactly 5 get a seat; the other 45 are waitlisted
 * 1..45.
 */

const GUESTS = 50;
const SEATS = 5;

type Setup = {
  database: DatabaseConfig;
  env: Record<string, string>;
  dispose: () => Promise<void>;
};

const baseUrl = process.env.TEST_DATABASE_URL;
const setups: [string, () => Promise<Setup>][] = [
  [
    "two processes on one SQLite file",
    async () => {
      const dataDir = tempDir("seats");
      return { database: { dataDir }, env: {}, dispose: async () => {} };
    },
  ],
];
if (baseUrl) {
  setups.push([
    "two instances on one PostgreSQL",
    async () => {
      const schema = await postgresSchema(baseUrl);
      return {
        database: { dataDir: schema.dataDir, databaseUrl: schema.databaseUrl },
        env: { DATABASE_URL: schema.databaseUrl },
        dispose: schema.dispose,
      };
    },
  ]);
}

describe.each(setups)("%s", (_name, setUp) => {
  let setup: Setup;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    setup = await setUp();
    const env = { ...setup.env, AUTH_SECRET: `seats-${randomUUID()}`, TRUST_PROXY: "true" };
    const dataDir = setup.database.dataDir;
    // One after the other: the second finds the database migrated.
    servers.push(await startServer(env, { dataDir }));
    servers.push(await startServer(env, { dataDir }));
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await setup?.dispose();
  });

  it(`${GUESTS} sign-ups at once for ${SEATS} seats: ${SEATS} confirmed, the rest waitlisted 1..${GUESTS - SEATS}`, async () => {
    const event = await addEvent(setup.database, { capacity: SEATS });
    const responses = await Promise.all(
      Array.from({ length: GUESTS }, (_, n) => {
        const server = servers[n % servers.length] as RunningServer;
        return apiClient(server.url).post(
          `/api/events/${event.slug}/registrations`,
          { name: `Gæst ${n}`, email: `gaest${n}@example.dk` },
          // Each guest from an address of their own: the hourly limit is not what is tested.
          { "x-forwarded-for": `198.18.${n >> 8}.${n & 255}` },
        );
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(GUESTS).fill(201));
    const answers: { status: string; position?: number }[] = await Promise.all(
      responses.map((response) => response.json()),
    );
    expect(answers.filter((answer) => answer.status === "confirmed")).toHaveLength(SEATS);
    const positions = answers.flatMap((answer) => (answer.position ? [answer.position] : []));
    const line = Array.from({ length: GUESTS - SEATS }, (_, i) => i + 1);
    expect(positions.sort((a, b) => a - b)).toEqual(line);

    // The database agrees with the answers.
    const rows = await withDatabase(setup.database, (db) => listRegistrations(db, event.id));
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(SEATS);
    expect(
      rows.flatMap((row) => (row.position === null ? [] : [row.position])).sort((a, b) => a - b),
    ).toEqual(line);
  });
});
