import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { ensureChromium } from "../scripts/chromium.ts";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { freePort } from "../scripts/free-port.ts";
import { tempDir } from "../tests/support/server.ts";
import { checksOf } from "./checks.ts";
import { own, stopAll, wasInterrupted } from "./cleanup.ts";
import { environmentOf } from "./environment.ts";
import { startLighthouse } from "./lighthouse.ts";
import { measureLoadTargets } from "./load-targets.ts";
import { median } from "./median.ts";
import { ensureNginx } from "./nginx.ts";
import { measureBytesOfPages } from "./page-bytes.ts";
import { probe, statusOf } from "./probe.ts";
import { budgetTable, renderReport, summaryOf } from "./report.ts";
import { rssOf, startServer } from "./server.ts";
import { API_PATHS, PUBLIC_PAGES } from "./targets.ts";
import type { BenchResults } from "./types.ts";

/** `npm run bench`: measures the production build against the budgets of docs/quality.md. */

const ROOT = resolve(import.meta.dirname, "..");
const LOAD = { connections: 50, durationSec: 10, acceptEncoding: "gzip, deflate, br, zstd" };
const WARMUP_SEC = 3;
const LIGHTHOUSE_RUNS = 3;
const IDLE_MS = 5_000;

const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  process.chdir(ROOT);
  const loadAtStart = loadavg()[0] ?? 0;
  const startedAt = new Date().toISOString();
  const chromiumPath = ensureChromium();
  const nginxPath = ensureNginx();
  const work = tempDir("bench");
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  own({ name: "the temporary folder", stop: async () => removeWork(), kill: removeWork });
  const port = await freePort();
  const origin = `http://localhost:${port}`; // what browsers load: the site's own origin
  const direct = `http://127.0.0.1:${port}`; // what HTTP clients load, without name lookup
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: join(work, "data"),
  };
  ensureBuild(env);

  step("Server start-up, three times");
  const readyMs: number[] = [];
  for (let start = 0; start < 2; start++) {
    const server = await startServer(env);
    readyMs.push(server.readyMs);
    await server.stop();
  }
  const server = await startServer(env);
  readyMs.push(server.readyMs);

  const notFound: string[] = [];
  const pages = await probe(direct, PUBLIC_PAGES, notFound, LOAD.acceptEncoding);
  const api = await probe(direct, API_PATHS, notFound, LOAD.acceptEncoding);
  for (const path of notFound) step(`${path}: not found (404), not measured`);

  step("Warm-up, then idle memory");
  for (let round = 0; round < 50; round++) {
    await Promise.all(
      [...pages, ...api].map((path) => statusOf(direct + path, LOAD.acceptEncoding)),
    );
  }
  await sleep(IDLE_MS);
  const idleRssBytes = rssOf(server.pid);

  step("Bytes per page (headless Chromium)");
  const bytes = await measureBytesOfPages(chromiumPath, origin, pages);

  const lighthouse = await startLighthouse(chromiumPath, join(work, "lighthouse-profile"));
  const audits = [];
  for (const path of pages) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      step(`Lighthouse ${formFactor} ${path} (${LIGHTHOUSE_RUNS} runs)`);
      audits.push(await lighthouse.audit(origin + path, formFactor, LIGHTHOUSE_RUNS));
    }
  }
  await lighthouse.stop();

  const load = await measureLoadTargets({
    nginxPath,
    nginxDir: join(work, "nginx"),
    ours: direct,
    pages,
    api,
    options: LOAD,
    warmupSec: WARMUP_SEC,
    step,
  });
  await sleep(IDLE_MS);
  const idleAfterLoadRssBytes = rssOf(server.pid);
  await server.stop();

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    environment: environmentOf(chromiumPath, nginxPath, loadAtStart),
    pages,
    api,
    notFound,
    server: { readyMs, readyMedianMs: median(readyMs), idleRssBytes, idleAfterLoadRssBytes },
    lighthouse: audits,
    bytes,
    load,
    loadSettings: { ...LOAD, warmupSec: WARMUP_SEC },
  };
  const checks = checksOf(results);
  writeFileSync("bench/report.md", renderReport(results, checks));
  writeFileSync("bench/report.json", `${JSON.stringify({ ...results, checks }, null, 2)}\n`);
  // The reports are committed, so they take the project's formatting (aligned tables).
  const biome = join(ROOT, "node_modules/.bin/biome");
  spawnSync(biome, ["format", "--write", "bench/report.md", "bench/report.json"], {
    stdio: "ignore",
  });
  console.log(`\n${budgetTable(checks)}\n\n${summaryOf(checks)}`);
  console.log("Written: bench/report.md, bench/report.json");
}

try {
  await main();
} catch (error) {
  if (wasInterrupted()) await new Promise(() => undefined); // the signal handler exits
  console.error(`\nThe bench could not measure: ${(error as Error).stack ?? error}`);
  await stopAll();
  process.exit(1);
}
await stopAll();
