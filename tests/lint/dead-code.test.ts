import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";

/**
 * `npm run lint` runs knip with the project's knip.jsonc: code nobody uses fails it. Each case
 * builds a small React Router project in a scratch folder (the real config, the real
 * node_modules) and plants one piece of dead code.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const scratch = tempDir("dead-code");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const project: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "scratch",
    private: true,
    type: "module",
    imports: { "#app/*": "./app/*" },
    dependencies: { "@react-router/node": "*", isbot: "*", "react-router": "*" },
    devDependencies: { "@react-router/dev": "*" },
  }),
  "react-router.config.ts": "export default {};\n",
  "app/routes.ts": `import { index, type RouteConfig } from "@react-router/dev/routes";
export default [index("routes/home.tsx")] satisfies RouteConfig;
`,
  "app/root.tsx": `import { Outlet } from "react-router";
export default function App() {
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `import { price } from "#app/lib/price.ts";
export default function Home() {
  return <p>{price}</p>;
}
`,
  "app/lib/price.ts": "const VAT = 1.25;\nexport const price = 100 * VAT;\n",
};

type Issues = { issues: { file: string; files: unknown[]; exports: { name: string }[] }[] };

function knip(planted: Record<string, string>): { code: number | null; issues: Issues["issues"] } {
  const dir = join(scratch, `case-${Math.random().toString(36).slice(2)}`);
  for (const [path, text] of Object.entries({ ...project, ...planted })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(join(dir, "knip.jsonc"), readFileSync(join(ROOT, "knip.jsonc")));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const run = spawnSync(
    resolve(ROOT, "node_modules/.bin/knip"),
    ["--no-progress", "--reporter", "json"],
    { cwd: dir, encoding: "utf8" },
  );
  return { code: run.status, issues: (JSON.parse(run.stdout || "{}") as Issues).issues ?? [] };
}

it("passes a project where everything is used", () => {
  expect(knip({})).toEqual({ code: 0, issues: [] });
});

it("fails on an export nobody imports, even one its own file uses", () => {
  const { code, issues } = knip({
    "app/lib/price.ts":
      "export const VAT = 1.25;\nexport const price = 100 * VAT;\nexport const old = 1;\n",
  });
  expect(code).not.toBe(0);
  expect(issues.flatMap((issue) => issue.exports.map((e) => `${issue.file}: ${e.name}`))).toEqual([
    "app/lib/price.ts: VAT",
    "app/lib/price.ts: old",
  ]);
});

it("fails on a file nobody imports, a route module missing from routes.ts too", () => {
  const { code, issues } = knip({
    "app/lib/unused.ts": "export const unused = 1;\n",
    "app/routes/old.tsx": "export default function Old() {\n  return null;\n}\n",
  });
  expect(code).not.toBe(0);
  // knip lists files in the order its workers finish: compare as a set.
  const unusedFiles = issues.filter((issue) => issue.files.length > 0).map((issue) => issue.file);
  expect(unusedFiles.toSorted()).toEqual(["app/lib/unused.ts", "app/routes/old.tsx"]);
});
