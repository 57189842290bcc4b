import { spawnSync } from "node:child_process";
import { staleReason } from "./build-stamp.ts";

/** Builds the site unless the current build is newer than its sources. */
export function ensureBuild() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const built = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
