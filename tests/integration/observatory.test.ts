import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { useServer } from "#tests/support/server.ts";

/**
 * MDN HTTP Observatory's own scanner against the production server(). Over plain http two checks
 * cannot pass — the http→https redirection and HSTS (−20 each) — so every other check must pass
 * and the score without those two penalties must reach A+ (≥ 100).
 */

const HTTPS_ONLY = ["redirection", "strict-transport-security"];

type Scan = {
  scan: { score: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

const server = useServer();

it("scores A+ apart from the checks that need https", async () => {
  // Its install script downloads a preload list from the internet; an empty list works offline.
  const packageDir = dirname(
    createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
  );
  const preload = join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}");

  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(packageDir, "bin", "wrapper.js"), `localhost:${server().port}`],
    { timeout: 60_000 },
  );
  const result = JSON.parse(stdout) as Scan;

  const failing = Object.entries(result.tests)
    .filter(([name, test]) => !test.pass && !HTTPS_ONLY.includes(name))
    .map(([name, test]) => `${name}: ${test.result}`);
  expect(failing).toEqual([]);

  const httpsPenalty = HTTPS_ONLY.reduce(
    (sum, name) => sum + Math.min(0, result.tests[name]?.scoreModifier ?? 0),
    0,
  );
  expect(result.scan.score - httpsPenalty).toBeGreaterThanOrEqual(100);
}, 90_000);
