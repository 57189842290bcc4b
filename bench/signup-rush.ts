import { postgresSchema } from "../tests/support/databases.ts";
import { addEvent } from "../tests/support/events.ts";
import { tempDir } from "../tests/support/temp.ts";
import { median } from "./budgets.ts";
import { type BenchServer, startOnFreePort } from "./server.ts";

/**
 * A sign-up rush (docs/performance.md#the-budgets: a sign-up answers within 200 ms p95 under 50 concurrent sign-ups):
 * 50 guests press `Tilmeld` at the same moment for an event of 10 seats, through the JSON
 * endpoint, each from an address of their own (the hourly limit per address is not what is
 * measured). Each round is a new event; the figure is the median of the rounds' p95.
 */

export const RUSH_GUESTS = 50;
const SEATS = 10;
const ROUNDS = 5;

export type Rush = {
  /** Median of the rounds' p95 (ms). */
  p95Ms: number;
  p50Ms: number;
  /** Each round's p95 (ms), for the report's note. */
  roundsP95Ms: number[];
  /** Answers other than 201, over every round. */
  errors: number;
  /** Rounds that did not end with exactly `SEATS` confirmed. */
  oversold: number;
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

let guests = 0;

/** One rush against `urls` (the guests spread over them in turn); each sign-up's time in ms. */
async function rushOnce(urls: string[], slug: string) {
  const start = guests;
  guests += RUSH_GUESTS;
  const results = await Promise.all(
    Array.from({ length: RUSH_GUESTS }, async (_, i) => {
      const n = start + i;
      const url = urls[i % urls.length] as string;
      const began = performance.now();
      const response = await fetch(`${url}/api/events/${slug}/registrations`, {
        method: "POST",
        headers: {
          origin: url,
          "content-type": "application/json",
          "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ name: `Gæst ${n}`, email: `gaest${n}@example.dk` }),
      });
      const body = (await response.json()) as { status?: string };
      return { ms: performance.now() - began, status: response.status, seat: body.status };
    }),
  );
  return {
    times: results.map((r) => r.ms),
    errors: results.filter((r) => r.status !== 201).length,
    confirmed: results.filter((r) => r.seat === "confirmed").length,
  };
}

async function rushes(servers: (BenchServer & { url: string })[], dataDir: string, url?: string) {
  const urls = servers.map((server) => server.url);
  const config = { dataDir, databaseUrl: url };
  // A warm-up: the first sign-ups load the code paths and open the pool's connections.
  await rushOnce(urls, (await addEvent(config, { capacity: SEATS })).slug);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const event = await addEvent(config, { capacity: SEATS });
    rounds.push(await rushOnce(urls, event.slug));
  }
  const roundsP95Ms = rounds.map((r) => percentile(r.times, 95));
  return {
    p95Ms: median(roundsP95Ms),
    p50Ms: median(rounds.map((r) => percentile(r.times, 50))),
    roundsP95Ms,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    oversold: rounds.filter((r) => r.confirmed !== SEATS).length,
  } satisfies Rush;
}

/** Trusting X-Forwarded-For: each guest comes from an address of their own. */
const rushEnv = (env: NodeJS.ProcessEnv) => ({
  ...env,
  TRUST_PROXY: "true",
  AUTH_SECRET: "bench-secret-shared-by-both-instances-0000",
});

/** The rush on one instance over SQLite (a data directory of its own). */
export async function sqliteRush(env: NodeJS.ProcessEnv): Promise<Rush> {
  const dataDir = tempDir("bench-rush");
  const server = await startOnFreePort({ ...rushEnv(env), DATA_DIR: dataDir });
  try {
    return await rushes([server], dataDir);
  } finally {
    await server.stop();
  }
}

/** The rush spread over two instances on one PostgreSQL schema. */
export async function postgresRush(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<Rush> {
  const database = await postgresSchema(databaseUrl);
  const servers: (BenchServer & { url: string })[] = [];
  try {
    for (const _ of [1, 2]) {
      servers.push(
        await startOnFreePort({
          ...rushEnv(env),
          DATABASE_URL: database.databaseUrl,
          DATA_DIR: database.dataDir,
        }),
      );
    }
    return await rushes(servers, database.dataDir, database.databaseUrl);
  } finally {
    for (const server of servers) await server.stop();
    await database.dispose();
  }
}

/** The report's note: the rounds' p95 and what went wrong, if anything. */
export function rushNote(where: string, rush: Rush): string {
  const rounds = rush.roundsP95Ms.map((ms) => Math.round(ms)).join(", ");
  const wrong =
    rush.errors || rush.oversold
      ? `; ${rush.errors} errors, ${rush.oversold} rounds not exactly ${SEATS} confirmed`
      : "";
  return `- Sign-up rush, ${where}: ${RUSH_GUESTS} at once for ${SEATS} seats, p50 ${Math.round(rush.p50Ms)} ms, p95 per round ${rounds} ms${wrong}.`;
}
