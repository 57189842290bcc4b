import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The build is stale when a source it is made from changed after it was made. */

export const STAMP_FILE = "build/stamp.txt";
const SOURCES = [
  "app",
  "server",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why the build must be made again, or null when it is current. */
export function staleReason(): string | null {
  if (!existsSync(STAMP_FILE) || !existsSync("build/server/index.js")) return "no build yet";
  const builtAt = statSync(STAMP_FILE).mtimeMs;
  if (Math.max(...SOURCES.map(newestMtime)) > builtAt)
    return "sources changed since the last build";
  return null;
}
