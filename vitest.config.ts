import { defineConfig } from "vitest/config";

/**
 * Three projects by speed (its own config: the React Router plugin must not run under Vitest).
 * `unit` needs no build and no server (`npm run test:unit`, the fast loop); `integration` runs the
 * real server on the real build; `resilience` holds the slow rounds (SIGKILL, load, a sign-in
 * burst, a database outage). `npm test` runs all three. Each integration and resilience file
 * starts its own server on its own port and data, so two files run side by side (Vitest would
 * keep one worker on two cores): their time is mostly waiting on servers, not CPU.
 */

const RESILIENCE = [
  "tests/integration/durability.test.ts",
  "tests/integration/load.test.ts",
  "tests/integration/sign-in-burst.test.ts",
  "tests/integration/database-outage.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Worker threads, not child processes: no unit test uses a process-only API
          // (`process.chdir`, a changed `TZ`), and threads start the files faster. The files of a
          // worker share its modules (Vitest's own recipe for unit tests): a module is loaded
          // once, not once per file. So no unit test changes what the process holds — its
          // environment, settings, database, mailer — `tests/lint/shared-modules.test.ts` checks
          // it; a test that must runs in `integration` (docs/tests.md).
          pool: "threads",
          isolate: false,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: RESILIENCE,
          // The real server runs the real build: made once, if missing or stale.
          globalSetup: ["tests/support/global-setup.ts"],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "resilience",
          include: RESILIENCE,
          globalSetup: ["tests/support/global-setup.ts"],
          maxWorkers: 2,
        },
      },
    ],
  },
});
