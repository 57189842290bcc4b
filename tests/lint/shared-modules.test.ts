import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * The unit tests share their worker's modules (`isolate: false` in vitest.config.ts): what one
 * file leaves in a module, the next file of that worker finds. So no unit test changes what the
 * process holds — its environment, or the settings, database and mailer the site opens from it;
 * a test that must do that runs in `integration`, a process of its own per file.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "scripts", "bench", "tests/lint"];

/** What changes the process's own state, or opens what the site opens from it. */
const PROCESS_STATE = [
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
  /Object\.assign\(\s*process\.env/,
  /delete process\.env/,
  /#app\/platform\/(database|mail|auth|site-content)\.server\.ts/,
  /\bsettings\(\)/,
];

function unitTests(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(resolve(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(folder, name)),
  );
}

it("no unit test changes the process's environment or opens its settings, database or mailer", () => {
  const self = "tests/lint/shared-modules.test.ts";
  const found = unitTests()
    .filter((path) => path !== self)
    .flatMap((path) => {
      const text = readFileSync(resolve(ROOT, path), "utf8");
      return PROCESS_STATE.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${path}: ${pattern.source}`,
      );
    });
  expect(found).toEqual([]);
});

it("finds the unit tests it reads, and would see the environment written", () => {
  expect(unitTests().length).toBeGreaterThan(50);
  const written = 'Object.assign(process.env, { DATA_DIR: "x" });';
  expect(PROCESS_STATE.some((pattern) => pattern.test(written))).toBe(true);
});
