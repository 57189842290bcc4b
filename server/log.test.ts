import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";

const LOG = pathToFileURL(resolve(import.meta.dirname, "log.ts")).href;

type Line = Record<string, unknown>;
const parsed = (text: string): Line[] =>
  text
    .trimEnd()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** The lines a process that runs `script` (with `log` and `logRequest` in scope) writes. */
function linesOf(script: string): { out: Line[]; err: Line[] } {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { log, logRequest } = await import(${JSON.stringify(LOG)});\n${script}`,
    ],
    { encoding: "utf8" },
  );
  expect(run.status).toBe(0);
  expect(run.stdout.endsWith("\n")).toBe(true);
  return { out: parsed(run.stdout), err: parsed(run.stderr) };
}

const AWKWARD_PATH = '/a "quoted" \\ path/æøå/\u0001/\u2028';

it("a request line is the line log.info writes for the same fields, in the same order", () => {
  const [request, info] = linesOf(`
    const started = performance.now();
    logRequest("GET", ${JSON.stringify(AWKWARD_PATH)}, 404, started, "req-1");
    log.info("request", { method: "GET", path: ${JSON.stringify(AWKWARD_PATH)}, status: 404, duration_ms: 0, request_id: "req-1" });
  `).out;
  expect(Object.keys(request ?? {})).toEqual(Object.keys(info ?? {}));
  expect({ ...request, time: 0, duration_ms: 0 }).toEqual({ ...info, time: 0 });
  expect(request?.path).toBe(AWKWARD_PATH);
  expect(typeof request?.duration_ms).toBe("number");
});

it("every line carries the time it was written, to the millisecond", () => {
  const { out, err } = linesOf(`
    log.info("first");
    const until = Date.now() + 5;
    while (Date.now() < until) {}
    logRequest("GET", "/", 200, performance.now(), "req-2");
    log.warn("third");
  `);
  const lines = [...out, ...err];
  expect(lines.map((line) => line.msg)).toEqual(["first", "request", "third"]);
  for (const line of lines) {
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
  const [first, second, third] = lines.map((line) => Date.parse(String(line.time)));
  expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(5);
  expect(third).toBeGreaterThanOrEqual(second ?? 0);
  expect(Math.abs(Date.now() - (third ?? 0))).toBeLessThan(60_000);
});
