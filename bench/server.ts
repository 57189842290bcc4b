import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { own } from "./cleanup.ts";

/** The production server, started as `npm start` serves: `node server/main.ts`, NODE_ENV=production. */

const ROOT = resolve(import.meta.dirname, "..");
const READY = '"msg":"listening"';
const KEEP = 20_000;

export type BenchServer = {
  pid: number;
  /** From spawning the process to its "listening" log line. */
  readyMs: number;
  stop: () => Promise<void>;
};

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

export async function startServer(
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = own({
    name: "the server",
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exitOf(child);
    },
    kill: () => child.kill("SIGKILL"),
  });
  // The request log is read and dropped (only its tail is kept), so the pipe never fills.
  let tail = "";
  const readyMs = await new Promise<number>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`server not ready in ${timeoutMs} ms:\n${tail}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      const wasReady = tail.includes(READY);
      tail = (tail + chunk.toString()).slice(-KEEP);
      if (!wasReady && tail.includes(READY)) {
        clearTimeout(timer);
        done(performance.now() - started);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before it was ready:\n${tail}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { pid: child.pid as number, readyMs, stop };
}

/** Resident memory of a process, from Linux's /proc. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}
