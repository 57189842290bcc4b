import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "../../scripts/free-port.ts";

/**
 * Starts the real production server (`server/main.ts` on the current build) on a free port
 * with its own data directory, for tests that talk to it over real HTTP.
 */

const ROOT = resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function tempDir(prefix: string): string {
  const base = resolve(ROOT, ".tmp");
  mkdirSync(base, { recursive: true });
  return mkdtempSync(resolve(base, `${prefix}-`));
}

export async function startServer(
  env: Record<string, string | undefined> = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDir("server");
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (!output.includes('"msg":"listening"')) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before listening:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
