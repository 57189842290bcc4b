import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseSettings, publicSettings } from "../app/server/env.server.ts";

/**
 * Prerendered pages contain the source code's output and the public settings (name, phone,
 * e-mail, address, CVR, site URL), so a build is stale when either has changed since.
 */

export const STAMP_FILE = "build/stamp.json";
const SOURCES = ["app", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

type Stamp = { settings: string };

export function buildStampOf(env: Record<string, string | undefined>): Stamp {
  const pub = publicSettings(parseSettings(env));
  return { settings: createHash("sha256").update(JSON.stringify(pub)).digest("hex") };
}

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
export function staleReason(env: Record<string, string | undefined>): string | null {
  if (!existsSync(STAMP_FILE) || !existsSync("build/server/index.js")) return "no build yet";
  const builtAt = statSync(STAMP_FILE).mtimeMs;
  if (Math.max(...SOURCES.map(newestMtime)) > builtAt)
    return "sources changed since the last build";
  const stamp = JSON.parse(readFileSync(STAMP_FILE, "utf8")) as Stamp;
  if (stamp.settings !== buildStampOf(env).settings) return "public settings changed";
  return null;
}
