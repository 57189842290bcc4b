import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Throughput under load (autocannon, its own process) and nginx in two roles: serving the same
 * bytes as a precompressed static file (the practical limit) and in front of the app with the
 * shipped `deploy/nginx.conf`.
 */

const AUTOCANNON = fileURLToPath(import.meta.resolve("autocannon"));
const SHIPPED_CONFIG = resolve(import.meta.dirname, "../deploy/nginx.conf");

export type Load = { requestsPerSec: number; p99Ms: number; errors: number };
export type LoadOptions = { connections: number; seconds: number; acceptEncoding: string };

export function autocannon(url: string, o: LoadOptions, seconds = o.seconds): Promise<Load> {
  const args = [AUTOCANNON, "--json", "-c", String(o.connections), "-d", String(seconds)];
  args.push("-H", `accept-encoding=${o.acceptEncoding}`, url);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.once("exit", (code) => {
      if (code !== 0) return fail(new Error(`autocannon ${url} exited ${code}`));
      const json = JSON.parse(out);
      done({
        requestsPerSec: json.requests.average,
        p99Ms: json.latency.p99,
        errors: json.errors + json.timeouts + json.non2xx,
      });
    });
  });
}

export function ensureNginx(): string {
  const which = () => spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"]);
  let found = which();
  if (found.status !== 0 && process.getuid?.() === 0) {
    console.log("No nginx found: installing Debian's nginx with apt-get…");
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    found = which();
  }
  if (found.status !== 0) throw new Error("No nginx: install it with sudo apt-get install nginx");
  return found.stdout.toString().trim().split("\n")[0] as string;
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
