import { apiClient } from "../tests/support/api-client.ts";
import { postgresSchema } from "../tests/support/databases.ts";
import { addUser } from "../tests/support/users.ts";
import { median } from "./budgets.ts";
import { startOnFreePort } from "./server.ts";

/**
 * How long a change made through one instance takes to show on another, both on one PostgreSQL
 * (the content version travels by LISTEN/NOTIFY): the median of several writes.
 */
export async function changeEverywhereMs(databaseUrl: string, env: NodeJS.ProcessEnv, rounds = 7) {
  const database = await postgresSchema(databaseUrl);
  const instances = [];
  try {
    for (const _ of [1, 2]) {
      const server = await startOnFreePort({
        ...env,
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: database.dataDir,
        AUTH_SECRET: "bench-secret-shared-by-both-instances-0000",
      });
      instances.push(server);
    }
    const [writer, reader] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const user = addUser({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      admin: true,
    });
    const admin = await apiClient(writer.url).signIn(user);
    const countOnReader = async () =>
      ((await (await fetch(`${reader.url}/api/testimonials`)).json()) as { count: number }).count;
    const times: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const before = await countOnReader();
      const written = performance.now();
      await admin.post("/api/admin/testimonials", { name: "Bench", comment: `Runde ${round}` });
      while ((await countOnReader()) === before && performance.now() - written < 10_000) {
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(performance.now() - written);
    }
    return median(times);
  } finally {
    for (const server of instances) await server.stop();
    await database.dispose();
  }
}
