import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "../scripts/free-port.ts";

/** The production server as `npm start` runs it, with the time from spawn to "listening". */

const ROOT = resolve(import.meta.dirname, "..");

export type BenchServer = { pid: number; readyMs: number; stop: () => Promise<void> };

export async function startServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const started = performance.now();
  // As `npm start` and deploy/ run it (docs/decisions/036-young-generation-8-mb.md and
  // docs/decisions/037-two-malloc-arenas.md).
  const child: ChildProcess = spawn(
    process.execPath,
    ["--max-semi-space-size=8", "server/main.ts"],
    {
      cwd: ROOT,
      env: { ...env, MALLOC_ARENA_MAX: "2" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise((done) => child.once("exit", done));
  // A bench that fails on the way stops its servers too (Node emits `exit` on a throw as well).
  const orphan = () => child.kill("SIGTERM");
  process.once("exit", orphan);
  const stop = async () => {
    process.off("exit", orphan);
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  // Its request log is read and dropped, so the pipe never fills.
  const readyMs = await new Promise<number>((done, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"listening"')) done(performance.now() - started);
    });
    child.once("exit", (code) => fail(new Error(`the server exited (${code}) before listening`)));
  });
  return { pid: child.pid as number, readyMs, stop };
}

/** `startServer` on a free port, its `SITE_URL` on that port: `url` is where it answers. */
export async function startOnFreePort(
  env: NodeJS.ProcessEnv,
): Promise<BenchServer & { url: string }> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer({ ...env, PORT: new URL(url).port, SITE_URL: url });
  return { ...server, url };
}

/** Resident memory of a process, from Linux's /proc. */
export function rssOf(pid: number): number {
  const kib = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  return Number(kib) * 1024;
}
