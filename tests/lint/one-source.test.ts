import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as policies from "#app/lib/cache-control.ts";

/**
 * Facts the code writes once and concepts it names once (docs/architecture.md#code-style), checked
 * in the source of the app, the host, the scripts and the bench; tests may repeat what they check.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "scripts", "bench"];

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const sources = FOLDERS.flatMap(sourceFiles).map((path) => {
  const text = readFileSync(resolve(ROOT, path), "utf8");
  return { path, text, lines: text.split("\n") };
});

/** "review" (not "preview") or "anmeld…", in any case. */
const REVIEW = /(?<!p)review|anmeld/i;

/** Every identifier of a file (names in code; strings, JSX text and comments are not read). */
function identifiersOf(path: string, text: string): string[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

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

describe("one source per fact, one name per concept", () => {
  it("reads the source", () => {
    expect(sources.map(({ path }) => path)).toContain("server/app.ts");
    expect(sources.length).toBeGreaterThan(150);
  });

  it("each Cache-Control policy, in app/lib/cache-control.ts", () => {
    const values = Object.values(policies).filter((value) => typeof value === "string");
    expect(values).toContain("no-store");
    expect(linesWith(values, "app/lib/cache-control.ts")).toEqual([]);
  });

  it("the title of a failure's toast, `Fejl`, as ERROR_TITLE in app/lib/forms/outcome.ts", () => {
    expect(linesWith(['"Fejl"'], "app/lib/forms/outcome.ts")).toEqual([]);
  });

  it("the trash's 30 days, as TRASH_DAYS in app/content/trash.ts", () => {
    const trash = /papirkurv|gendann|trash/i;
    const code = (line: string) => !/^\s*(\*|\/\/|\/\*)/.test(line);
    const written = sources.flatMap(({ path, lines }) =>
      lines.flatMap((line, index) =>
        code(line) && trash.test(line) && /\b30\b/.test(line) ? [`${path}:${index + 1}`] : [],
      ),
    );
    expect(written).toEqual(["app/content/trash.ts:6"]);
    const sweep = sources.find(({ path }) => path === "app/platform/daily-sweep.server.ts");
    expect(sweep?.text).toContain("TRASH_DAYS");
  });

  it("a visitor's review, in code, as a testimonial (Danish words stay in the interface)", () => {
    // Named after the table and the migration that made it: renaming either would change a
    // database that is in use.
    const bound = new Set(["review_submissions", "ReviewSubmissionsTable", "visitorReviews"]);
    const files = sources
      .map(({ path }) => path)
      .filter((path) => REVIEW.test(path) && !path.endsWith("002-visitor-reviews.ts"));
    const names = sources.flatMap(({ path, text }) =>
      identifiersOf(path, text)
        .filter((name) => REVIEW.test(name) && !bound.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(identifiersOf("x.ts", 'const ab = "review"; // review\nab.cd;')).toEqual([
      "ab",
      "ab",
      "cd",
    ]);
    expect([...files, ...names]).toEqual([]);
  });
});
