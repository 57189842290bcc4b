import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { own } from "./cleanup.ts";
import { type AutocannonJson, loadFiguresOf } from "./load-figures.ts";
import type { LoadFigures } from "./types.ts";

/** Throughput and latency of one URL with autocannon, run as its own process (its CLI). */

const AUTOCANNON = fileURLToPath(import.meta.resolve("autocannon"));

export type LoadOptions = { connections: number; durationSec: number; acceptEncoding: string };

function autocannon(
  url: string,
  options: LoadOptions,
  durationSec: number,
): Promise<AutocannonJson> {
  const args = [AUTOCANNON, "--json", "-c", String(options.connections), "-d", String(durationSec)];
  args.push("-H", `accept-encoding=${options.acceptEncoding}`, url);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise((ended) => child.once("exit", ended));
    const release = own({
      name: "autocannon",
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        await exited;
      },
      kill: () => child.kill("SIGKILL"),
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err = (err + chunk).slice(-5000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), (durationSec + 30) * 1000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      void release();
      if (code !== 0) return fail(new Error(`autocannon ${url} exited ${code}:\n${err}`));
      try {
        done(JSON.parse(out) as AutocannonJson);
      } catch {
        fail(new Error(`autocannon ${url} printed no JSON:\n${out.slice(0, 500)}${err}`));
      }
    });
  });
}

/** The Content-Encoding the server answers the benchmark's request headers with. */
async function encodingOf(url: string, acceptEncoding: string): Promise<string> {
  const response = await fetch(url, { headers: { "accept-encoding": acceptEncoding } });
  await response.arrayBuffer();
  return response.headers.get("content-encoding") ?? "identity";
}

export async function measureLoad(
  url: string,
  options: LoadOptions,
  warmupSec: number,
): Promise<LoadFigures> {
  const encoding = await encodingOf(url, options.acceptEncoding);
  await autocannon(url, options, warmupSec);
  return loadFiguresOf(await autocannon(url, options, options.durationSec), encoding);
}
