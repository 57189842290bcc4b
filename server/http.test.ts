import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

it("SIGTERM lets a slow request finish, closes resources, then exits 0", async () => {
  const child = spawn(process.execPath, ["tests/fixtures/slow-server.ts"], { cwd: ROOT });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  // "close", not "exit": all it printed has arrived.
  const exited = new Promise<number | null>((done) => child.once("close", (code) => done(code)));
  while (!output.includes('"msg":"listening"')) await new Promise((r) => setTimeout(r, 20));
  const port = JSON.parse(output.split("\n").find((l) => l.includes("listening")) as string).port;

  const slow = fetch(`http://127.0.0.1:${port}/slow?ms=1500`).then((r) => r.text());
  // The signal comes once the request is being handled, however slow the machine is.
  while (!output.includes("slow request started")) await new Promise((r) => setTimeout(r, 20));
  const signalledAt = Date.now();
  child.kill("SIGTERM");

  expect(await slow).toBe("finished");
  await expect(fetch(`http://127.0.0.1:${port}/slow?ms=1`)).rejects.toThrow();
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(output.indexOf("resources closed")).toBeLessThan(output.indexOf('"msg":"stopped"'));
});
