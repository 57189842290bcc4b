import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Throughput under load (wrk, its own process, written in C) and nginx in two roles: serving the
 * same bytes as a precompressed static file (the practical limit) and in front of the app with
 * the shipped `deploy/nginx.conf`.
 */

const SHIPPED_CONFIG = resolve(import.meta.dirname, "../deploy/nginx.conf");
const WRK_REPORT = resolve(import.meta.dirname, "wrk-report.lua");

export type Load = { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number };
export type LoadOptions = {
  threads: number;
  connections: number;
  seconds: number;
  acceptEncoding: string;
};

/** The arguments for one wrk run: its `done` hook prints the figures as JSON. */
export function wrkArgs(url: string, o: LoadOptions, seconds = o.seconds): string[] {
  return [
    ...["-t", String(o.threads), "-c", String(o.connections), "-d", `${seconds}s`],
    ...["-H", `Accept-Encoding: ${o.acceptEncoding}`, "-s", WRK_REPORT, "--latency", url],
  ];
}

/** wrk's output → the figures: the last line is the JSON of `wrk-report.lua`. */
export function parseWrk(output: string): Load {
  const line = output.trim().split("\n").at(-1) ?? "";
  const r = JSON.parse(line) as Record<string, number>;
  const at = (key: string) => r[key] ?? Number.NaN;
  return {
    requestsPerSec: at("requests") / (at("durationUs") / 1e6),
    p50Ms: at("p50Us") / 1000,
    p99Ms: at("p99Us") / 1000,
    // Non-2xx/3xx answers ("status") count as errors, like refused or broken connections.
    errors: at("connect") + at("read") + at("write") + at("status") + at("timeout"),
  };
}

/**
 * Where Debian's `name` is, as `probe` (a shell command) prints it; as root, a missing one is
 * installed with apt-get first.
 */
function ensureTool(name: string, probe: string): string {
  const which = () => spawnSync("sh", ["-c", probe]);
  let found = which();
  if (found.status !== 0 && process.getuid?.() === 0) {
    console.log(`No ${name} found: installing Debian's ${name} with apt-get…`);
    aptInstall(name);
    found = which();
  }
  if (found.status !== 0) {
    throw new Error(`No ${name}: install it with sudo apt-get install ${name}`);
  }
  return found.stdout.toString().trim().split("\n")[0] as string;
}

export const ensureWrk = () => ensureTool("wrk", "command -v wrk");

export const ensureNginx = () => ensureTool("nginx", "command -v nginx || ls /usr/sbin/nginx");

export function wrk(binary: string, url: string, o: LoadOptions, seconds?: number): Promise<Load> {
  return new Promise((done, fail) => {
    const child = spawn(binary, wrkArgs(url, o, seconds), { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.once("exit", (code) => {
      if (code !== 0) return fail(new Error(`wrk ${url} exited ${code}: ${err}`));
      done(parseWrk(out));
    });
  });
}

function aptInstall(name: string): void {
  spawnSync("apt-get", ["install", "-y", "-qq", name], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** The http-level frame every bench nginx runs in: foreground, one worker, files in `dir`. */
function mainConfig(dir: string, http: string): string {
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; application/json json; }
  default_type application/octet-stream;
  keepalive_requests 1000000;
${http}
}
`;
}

/** Each file served as nginx serves a static site: sendfile, the `.gz` sibling to gzip clients. */
export function staticConfig(dir: string, port: number): string {
  return mainConfig(
    dir,
    `  sendfile on;
  tcp_nopush on;
  open_file_cache max=64;
  gzip_static on;
  gzip_vary on;
  server { listen 127.0.0.1:${port}; root ${dir}/root; }`,
  );
}

/**
 * `deploy/nginx.conf` as shipped, with only what a loopback run cannot have changed: no TLS
 * (listen on a loopback port instead of 443, no redirect server, no certificates), the upstream
 * pointed at the app under test and the cache in `dir`. Every caching rule stays as it is.
 */
export function proxyConfig(dir: string, port: number, app: string, shipped?: string): string {
  const conf = (shipped ?? readFileSync(SHIPPED_CONFIG, "utf8"))
    .replace(/upstream fgc \{[^}]*\}/, `upstream fgc {\n    server ${app};\n    keepalive 32;\n}`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`)
    .replace(/server \{\s*listen 80;[^}]*\}/, "")
    .replace(/^\s*listen \[::\]:443 ssl;\n/m, "")
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*(http2 on|ssl_\w+ [^;]*);\n/gm, "");
  return mainConfig(dir, conf);
}

export type Nginx = { url: string; stop: () => Promise<void> };

/** Starts nginx on `config` (written into `dir`) and waits until `probePath` answers. */
export async function startNginx(
  binary: string,
  dir: string,
  port: number,
  config: string,
  probePath: string,
): Promise<Nginx> {
  for (const sub of ["root", "cache", "proxy"]) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, "nginx.conf"), config);
  const child = spawn(
    binary,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    {
      stdio: "ignore",
    },
  );
  const exited = new Promise((done) => child.once("exit", done));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url + probePath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not start: ${readFileSync(join(dir, "error.log"), "utf8")}`);
}

/** The static baseline's file for a path, with its gzip sibling (what `gzip_static` sends). */
export function writeBaselineFile(dir: string, name: string, body: Uint8Array): void {
  mkdirSync(join(dir, "root"), { recursive: true });
  writeFileSync(join(dir, "root", name), body);
  writeFileSync(join(dir, "root", `${name}.gz`), gzipSync(body, { level: 9 }));
}
