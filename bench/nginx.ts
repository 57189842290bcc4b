import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { own } from "./cleanup.ts";
import { nginxConfig } from "./nginx-config.ts";

/** nginx from Debian's packages as the static-file baseline; installed when missing. */

function findNginx(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], {
    encoding: "utf8",
  });
  return found.status === 0 ? found.stdout.trim().split("\n")[0] : undefined;
}

export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("No nginx found. Install it with: sudo apt-get install -y nginx");
  }
  console.log("No nginx found: installing Debian's nginx package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "nginx"],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed.`);
  }
  const installed = findNginx();
  if (!installed) throw new Error("apt-get installed nginx, but no executable was found.");
  return installed;
}

export function nginxVersion(binary: string): string {
  const run = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return (run.stderr || run.stdout).trim().replace(/^nginx version: /, "");
}

export type BaselineFile = { name: string; body: Uint8Array };
export type Nginx = { url: string; stop: () => Promise<void> };

/** Writes the files (each with a `.gz` copy) and the config into `dir`, then starts nginx. */
export async function startNginx(
  binary: string,
  dir: string,
  port: number,
  files: BaselineFile[],
): Promise<Nginx> {
  mkdirSync(join(dir, "root"), { recursive: true });
  mkdirSync(join(dir, "temp"), { recursive: true });
  for (const { name, body } of files) {
    writeFileSync(join(dir, "root", name), body);
    writeFileSync(join(dir, "root", `${name}.gz`), gzipSync(body, { level: 9 }));
  }
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(join(dir, "nginx.conf"), nginxConfig({ dir, port, user }));
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors = (errors + chunk).slice(-5000);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = own({
    name: "nginx",
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill: () => child.kill("SIGKILL"),
  });
  const url = `http://127.0.0.1:${port}`;
  const probe = `${url}/${files[0]?.name ?? ""}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(probe).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not start on ${url}:\n${errors}`);
}
