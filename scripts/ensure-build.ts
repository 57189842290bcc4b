import { spawnSync } from "node:child_process";
import { staleReason } from "./build-stamp.ts";

/** Builds the site for these settings unless the current build already matches them. */
export function ensureBuild(env: NodeJS.ProcessEnv) {
  const reason = staleReason(env);
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const built = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit", env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
