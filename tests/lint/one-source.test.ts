import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as policies from "#app/lib/cache-control.ts";

/**
 * Facts the code must write once (docs/style.md, "one source of truth per fact"), checked in
 * the source of the app, the host, the scripts and the bench; tests may repeat what they check.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "scripts", "bench"];

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const sources = FOLDERS.flatMap(sourceFiles).map((path) => ({
  path,
  lines: readFileSync(resolve(ROOT, path), "utf8").split("\n"),
}));

/** Every line, outside `skip`, that holds one of `texts`, as `path:line`. */
function linesWith(texts: string[], skip: string): string[] {
  return sources
    .filter(({ path }) => path !== skip)
    .flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        texts.some((text) => line.includes(text)) ? [`${path}:${index + 1}`] : [],
      ),
    );
}

describe("written once", () => {
  it("reads the source", () => {
    expect(sources.map(({ path }) => path)).toContain("server/app.ts");
    expect(sources.length).toBeGreaterThan(150);
  });

  it("each Cache-Control policy, in app/lib/cache-control.ts", () => {
    const values = Object.values(policies).filter((value) => typeof value === "string");
    expect(values).toContain("no-store");
    expect(linesWith(values, "app/lib/cache-control.ts")).toEqual([]);
  });
});
