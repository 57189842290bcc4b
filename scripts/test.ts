import { spawnSync } from "node:child_process";
import { freePort } from "./free-port.ts";

/**
 * `npm test`: lint, typecheck, unit and integration tests, browser tests — every suite runs,
 * and the command fails when any of them fails.
 */

// One build serves the integration and browser suites: it is made for the browsers' origin.
process.env.E2E_PORT ??= String(await freePort());
process.env.SITE_URL = `http://localhost:${process.env.E2E_PORT}`;

const suites: [string, string[]][] = [
  ["lint", ["biome", "check", "--error-on-warnings", "."]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit and integration", ["vitest", "run"]],
  ["browser", ["node", "scripts/e2e.ts"]],
];

const failed: string[] = [];
for (const [name, [command, ...args]] of suites) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(command as string, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    console.log(`✔ ${name} passed (${seconds} s)`);
  } else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push(name);
  }
}

console.log(failed.length === 0 ? "\nAll suites passed." : `\nFailed: ${failed.join(", ")}.`);
// The plain closing line CI reads.
console.log(`suites: ${suites.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
