import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { ensureChromium } from "./chromium.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./free-port.ts";

/** Browser tests against the built production server, on a free port with fresh data. */

process.env.E2E_PORT ??= String(await freePort());
process.env.SITE_URL = `http://localhost:${process.env.E2E_PORT}`;
mkdirSync(".tmp", { recursive: true });
process.env.E2E_DATA_DIR ??= mkdtempSync(".tmp/e2e-");
// The content admin's spec edits what every page shows: it gets a server of its own.
process.env.E2E_CONTENT_PORT ??= String(await freePort());
process.env.E2E_CONTENT_DATA_DIR ??= mkdtempSync(".tmp/e2e-content-");

try {
  process.env.CHROMIUM_PATH = ensureChromium({ tests: true });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
ensureBuild();

const run = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
process.exit(run.status ?? 1);
