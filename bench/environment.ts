import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { nginxVersion } from "./nginx.ts";
import type { Environment } from "./types.ts";

/** What the figures were measured on, written at the top of the report. */

function packageVersion(name: string): string {
  const path = fileURLToPath(import.meta.resolve(`${name}/package.json`));
  return (JSON.parse(readFileSync(path, "utf8")) as { version: string }).version;
}

function output(command: string, args: string[]): string {
  return spawnSync(command, args, { encoding: "utf8" }).stdout?.trim() ?? "";
}

function commit(): string {
  const head = output("git", ["rev-parse", "--short", "HEAD"]) || "unknown";
  const changed = output("git", ["status", "--porcelain", "--", ".", ":!bench/report.*"]);
  return changed ? `${head} + uncommitted changes` : head;
}

export function environmentOf(chromium: string, nginx: string, loadAverage: number): Environment {
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: cpus().length,
    node: process.version,
    chromium: output(chromium, ["--version"]),
    lighthouse: packageVersion("lighthouse"),
    autocannon: packageVersion("autocannon"),
    nginx: nginxVersion(nginx),
    commit: commit(),
    loadAverage,
  };
}
