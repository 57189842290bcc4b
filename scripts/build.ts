import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { STAMP_FILE } from "./build-stamp.ts";

/**
 * `react-router build` (the client and `build/server/index.js`, the whole server), then brotli
 * and gzip siblings of every compressible client file, which the server sends as they are
 * (`serveStatic({ precompressed: true })`).
 */

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const CLIENT_DIR = "build/client";

// A production build whatever the caller's NODE_ENV (Vitest sets "test", which would make
// `import.meta.env.DEV` true in the bundle).
const result = spawnSync("react-router", ["build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) process.exit(result.status ?? 1);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for (const file of walk(CLIENT_DIR)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 256) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
writeFileSync(STAMP_FILE, `${new Date().toISOString()}\n`);
console.log(`Precompressed ${count} files (br, gz).`);
