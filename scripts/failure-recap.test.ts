import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { failureRecap } from "./failure-recap.ts";

/** What this project's Vitest prints for a run with a failing test and a suite that fails to load. */
function failingVitestRun(): string {
  const root = mkdtempSync(join(tmpdir(), "recap-"));
  writeFileSync(join(root, "package.json"), "{}");
  writeFileSync(
    join(root, "numbers.test.ts"),
    [
      'import { expect, it } from "vitest";',
      'it("passes", () => expect(1).toBe(1));',
      'it("compares the numbers", () => {',
      "  const counted = 2;",
      "  expect(counted).toBe(3);",
      "});",
    ].join("\n"),
  );
  writeFileSync(
    join(root, "broken.test.ts"),
    'import { it } from "vitest";\nthrow new Error("broken import");\nit("never", () => {});\n',
  );
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")),
  );
  const run = spawnSync(
    process.execPath,
    [resolve("node_modules/vitest/vitest.mjs"), "run", "--root", root],
    { encoding: "utf8", env: { ...env, FORCE_COLOR: "1" } },
  );
  rmSync(root, { recursive: true, force: true });
  expect(run.status).toBe(1);
  return run.stdout + run.stderr;
}

/**
 * What Playwright prints for a run with a failing test that attached a screenshot (no browser:
 * the test reads no page). It runs inside the repository, where `@playwright/test` resolves.
 */
function failingPlaywrightRun(): string {
  mkdirSync(".tmp", { recursive: true });
  const root = mkdtempSync(resolve(".tmp/recap-"));
  writeFileSync(join(root, "shot.png"), "not a picture");
  writeFileSync(
    join(root, "numbers.spec.ts"),
    [
      'import { expect, test } from "@playwright/test";',
      'test("passes", () => expect(1).toBe(1));',
      'test("compares the numbers", async ({}, testInfo) => {',
      `  await testInfo.attach("screenshot", { path: ${JSON.stringify(join(root, "shot.png"))}, contentType: "image/png" });`,
      "  const counted = 2;",
      "  expect(counted).toBe(3);",
      "});",
    ].join("\n"),
  );
  writeFileSync(join(root, "playwright.config.ts"), "export default { workers: 1 };\n");
  const run = spawnSync(
    process.execPath,
    [
      resolve("node_modules/@playwright/test/cli.js"),
      "test",
      "--config",
      join(root, "playwright.config.ts"),
      "--reporter",
      "list",
      "--output",
      join(root, "test-results"),
    ],
    { encoding: "utf8", cwd: root, env: { ...process.env, FORCE_COLOR: "1", CI: "" } },
  );
  rmSync(root, { recursive: true, force: true });
  expect(run.status).toBe(1);
  return run.stdout + run.stderr;
}

describe("the recap of a failed suite", () => {
  it("names every failure of a Vitest run and its error, without the source excerpts", () => {
    const recap = failureRecap(failingVitestRun());
    const text = recap.join("\n");
    expect(text).not.toContain("\u001b[");
    expect(text).toContain("FAIL  numbers.test.ts > compares the numbers");
    expect(text).toContain("AssertionError: expected 2 to be 3");
    expect(text).toContain("FAIL  broken.test.ts");
    expect(text).toContain("Error: broken import");
    expect(text).toMatch(/Test Files\s+2 failed/);
    expect(text).toMatch(/Tests\s+1 failed \| 1 passed/);
    // The run's progress and the excerpts under each error are left to the full output.
    expect(text).not.toContain("✓ passes");
    expect(text).not.toContain("const counted = 2");
    expect(recap.length).toBeLessThanOrEqual(60);
  });

  it("names every failure of a Playwright run and its error, without excerpts or attachments", () => {
    const output = failingPlaywrightRun();
    expect(stripVTControlCharacters(output)).toContain("attachment #1: screenshot");
    const recap = failureRecap(output);
    const text = recap.join("\n");
    expect(text).not.toContain("\u001b[");
    expect(text).toMatch(/1\) .*numbers\.spec\.ts:\d+:\d+ › compares the numbers/);
    expect(text).toContain("expect(received).toBe(expected)");
    expect(text).toMatch(/Received: 2/);
    expect(text).toMatch(/1 failed/);
    expect(text).toMatch(/1 passed/);
    expect(text).not.toContain("const counted = 2");
    expect(text).not.toContain("attachment #");
    expect(text).not.toContain("✓");
    expect(recap.length).toBeLessThanOrEqual(60);
  });

  it("shortens a long report in the middle, keeping its start and its totals", () => {
    const report = [
      "⎯⎯⎯ Failed Tests 40 ⎯⎯⎯",
      ...Array.from({ length: 40 }, (_, i) => [` FAIL  many.test.ts > case ${i}`, "Error: no"]),
      " Test Files  1 failed (1)",
      "      Tests  40 failed (40)",
      "   Start at  10:00:00",
    ].flat();
    const recap = failureRecap(`progress\n${report.join("\n")}\n`, 20);
    expect(recap).toHaveLength(20);
    expect(recap[0]).toBe("⎯⎯⎯ Failed Tests 40 ⎯⎯⎯");
    expect(recap[1]).toBe(" FAIL  many.test.ts > case 0");
    expect(recap.at(-3)).toMatch(/^… 64 lines left out here/);
    expect(recap.slice(-2)).toEqual([" Test Files  1 failed (1)", "      Tests  40 failed (40)"]);
  });

  it("keeps the last lines of any other tool's output", () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join("\r\n");
    const recap = failureRecap(`\x1b[31m${output}\x1b[39m\n`);
    expect(recap).toHaveLength(30);
    expect(recap[0]).toBe("line 70");
    expect(recap.at(-1)).toBe("line 99");
  });
});
