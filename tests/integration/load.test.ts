import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useServer } from "#tests/support/server.ts";

/**
 * Load: 30 s of 50 connections on `/` without a single error. autocannon runs as its own
 * process so the load does not share the test's event loop.
 */

const AUTOCANNON = fileURLToPath(import.meta.resolve("autocannon"));

type Result = { errors: number; timeouts: number; non2xx: number; requests: { total: number } };

function autocannon(url: string, connections: number, seconds: number): Promise<Result> {
  const args = [AUTOCANNON, "--json", "-c", String(connections), "-d", String(seconds), url];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err = (err + chunk).slice(-2000);
    });
    child.once("exit", (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited ${code}: ${err}`));
      done(JSON.parse(out) as Result);
    });
  });
}

describe("under load", () => {
  const server = useServer();

  it("answers 30 s of 50 connections on / without an error", { timeout: 90_000 }, async () => {
    const result = await autocannon(`${server().url}/`, 50, 30);
    expect(result.requests.total).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });
});
