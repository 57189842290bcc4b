import { spawn } from "node:child_process";
import { failureRecap } from "./failure-recap.ts";
import { freePort } from "./free-port.ts";

/**
 * `npm test`: lint, typecheck, unit, integration and resilience tests, browser tests — every suite runs,
 * and the command fails when any of them fails. What a failed suite said about its failure is
 * repeated at the end, where a CI log's tail shows it.
 */

// One build serves the integration and browser suites: it is made for the browsers' origin.
process.env.E2E_PORT ??= String(await freePort());
process.env.SITE_URL = `http://localhost:${process.env.E2E_PORT}`;
// The suites write to a pipe here; they keep their colours when a person is watching.
if (process.stdout.isTTY) process.env.FORCE_COLOR ??= "1";

const suites: [string, string[]][] = [
  ["lint", ["npm", "run", "--silent", "lint"]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit", ["vitest", "run", "--project", "unit"]],
  ["integration", ["vitest", "run", "--project", "integration"]],
  ["resilience", ["vitest", "run", "--project", "resilience"]],
  ["browser", ["node", "scripts/e2e.ts"]],
];

/** Runs a suite, its output passed through as it comes and kept; resolves to its exit code. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], env: process.env });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk: string) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("error", (error) => {
      output += `\n${error.message}\n`;
      console.error(error.message);
    });
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

const failed: { name: string; output: string }[] = [];
for (const [name, [command, ...args]] of suites) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { code, output } = await run(command as string, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    console.log(`✔ ${name} passed (${seconds} s)`);
  } else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push({ name, output });
  }
}

for (const { name, output } of failed) {
  console.log(`\n━━ why ${name} failed (its own words, shortened; the whole output is above) ━━`);
  console.log(failureRecap(output).join("\n"));
}
const names = failed.map(({ name }) => name);
console.log(names.length === 0 ? "\nAll suites passed." : `\nFailed: ${names.join(", ")}.`);
// The plain closing line CI reads.
console.log(`suites: ${suites.length - names.length} passed, ${names.length} failed`);
process.exit(names.length === 0 ? 0 : 1);
