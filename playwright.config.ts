import { defineConfig, devices } from "@playwright/test";
import { findChromium, PLAYWRIGHT_CHROMIUM_ARGS } from "./scripts/chromium.ts";
import { DESK, PHONE } from "./tests/support/screens.ts";

// scripts/e2e.ts chooses the port, makes the build for it and finds the browser.
const SCALE_SPEC = "admin-scale.spec.ts";
const CONTENT_SPEC = "content-admin.spec.ts";
const CONTENT_ENGLISH_SPEC = "content-english.spec.ts";
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
// The content admin's spec changes what every page shows: its own server and database, so it
// runs beside the other specs without changing what they see.
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? port + 1);
const contentBaseURL = `http://localhost:${contentPort}`;
const contentDataDir = process.env.E2E_CONTENT_DATA_DIR ?? ".tmp/e2e-content-data";

/** The desk's browser: every project but the phone's. */
const DESKTOP = { ...devices["Desktop Chrome"], viewport: DESK };

/** The production build on a port of its own with its own data. */
function server(serverPort: number, serverDataDir: string) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: "node server/main.ts",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(serverPort),
      SITE_URL: url,
      DATA_DIR: serverDataDir,
      // Specs sign in from many made-up client addresses (tests/e2e/support/auth.ts).
      TRUST_PROXY: "true",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // Recording a trace costs every test a quarter of its time on this 2-core machine; a
    // failure keeps its screenshot. `npm run test:e2e -- --trace on` records them.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? findChromium({ tests: true }),
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // The staff's edits of the site's content, one at a time, on the content server; first, so
      // that its one long lane starts while the other worker takes the many short specs.
      name: "content",
      testMatch: CONTENT_SPEC,
      metadata: { dataDir: contentDataDir },
      use: { ...DESKTOP, baseURL: contentBaseURL },
    },
    {
      // The English beside the Danish, on the content server after the content spec (one
      // writer of the content at a time).
      name: "content-english",
      testMatch: CONTENT_ENGLISH_SPEC,
      dependencies: ["content"],
      metadata: { dataDir: contentDataDir },
      use: { ...DESKTOP, baseURL: contentBaseURL },
    },
    {
      name: "desktop",
      testIgnore: [SCALE_SPEC, CONTENT_SPEC, CONTENT_ENGLISH_SPEC],
      use: DESKTOP,
    },
    {
      // The phone runs the specs whose subject changes with the screen (the menu, the header
      // when signed in, the admin's layout, touch, axe at that width); the rest behave the same
      // at every width.
      name: "phone",
      testMatch: [
        "accessibility.spec.ts",
        "admin-layout.spec.ts",
        "audit-log.spec.ts",
        "english-review.spec.ts",
        "hero-motion.spec.ts",
        "navigation.spec.ts",
        "signed-in-header.spec.ts",
        "trash-purge.spec.ts",
      ],
      use: {
        ...devices["Pixel 7"],
        viewport: PHONE,
      },
    },
    {
      // The admin at 10,000 testimonials measures time in the page: it runs after the others,
      // alone, so the other worker's browser does not share the two cores with it.
      name: "scale",
      testMatch: SCALE_SPEC,
      dependencies: ["desktop", "phone", "content", "content-english"],
      use: DESKTOP,
    },
  ],
  webServer: [server(port, dataDir), server(contentPort, contentDataDir)],
});
