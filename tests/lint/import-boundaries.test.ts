import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";

/**
 * The project's Biome configuration refuses imports that run up the layers
 * (content → lib → components → features → routes: one `noRestrictedImports` per layer in
 * biome.json), relative imports across folders and the icon and primitive barrels (the GritQL
 * plugins in lint/, written once for every layer), and cycles. Each case plants files in a
 * scratch project that uses the real biome.json and plugins.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const scratch = tempDir("boundaries");
const config = JSON.parse(readFileSync(resolve(ROOT, "biome.json"), "utf8"));
// The scratch folder is no Git checkout.
delete config.vcs;
writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
writeFileSync(
  join(scratch, "package.json"),
  JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Diagnostic = { category: string; message: string; location: { path: string } };

function lint(files: Record<string, string>): Diagnostic[] {
  const dir = join(scratch, `case-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir);
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  writeFileSync(join(dir, "package.json"), readFileSync(join(scratch, "package.json")));
  cpSync(join(ROOT, "lint"), join(dir, "lint"), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(
    resolve(ROOT, "node_modules/.bin/biome"),
    ["lint", "--reporter=json", "--max-diagnostics=100", "."],
    { cwd: dir, encoding: "utf8" },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((d) => /^(lint\/|plugin)/.test(d.category));
}

/** Each refusal's rule; a plugin's is named by the start of its message. */
const rulesOf = (diagnostics: Diagnostic[]) =>
  diagnostics
    .map((d) => (d.category === "plugin" ? `plugin: ${d.message.split(":")[0]}` : d.category))
    .sort();
const exported = "export const value = 1;\n";
const using = (from: string) => `import { value } from "${from}";\nexport const used = value;\n`;

it("accepts imports that run down the layers", () => {
  const diagnostics = lint({
    "app/content/prices.ts": exported,
    "app/lib/format.ts": using("#app/content/prices.ts"),
    "app/components/ui/price.tsx": using("#app/lib/format.ts"),
    "app/features/home/hero.tsx": using("#app/components/ui/price.tsx"),
    "app/routes/site/home.tsx": using("#app/features/home/hero.tsx"),
  });
  expect(rulesOf(diagnostics)).toEqual([]);
});

it.each([
  ["content imports lib", "app/content/faq.ts", "#app/lib/format.ts"],
  ["lib imports components", "app/lib/meta.ts", "#app/components/ui/price.tsx"],
  ["lib imports server", "app/lib/meta.ts", "#app/platform/env.server.ts"],
  ["components import features", "app/components/ui/card.tsx", "#app/features/home/hero.tsx"],
  ["a ui primitive reads content", "app/components/ui/card.tsx", "#app/content/prices.ts"],
  ["a ui primitive reads the settings", "app/components/ui/card.tsx", "#app/lib/site.ts"],
  ["db imports server", "app/db/schema.ts", "#app/platform/env.server.ts"],
  ["server imports features", "app/platform/api.server.ts", "#app/features/home/hero.tsx"],
  ["features import routes", "app/features/home/hero.tsx", "#app/routes/site/home.tsx"],
  ["features import the root", "app/features/home/hero.tsx", "#app/root.tsx"],
  ["routes import the root", "app/routes/site/home.tsx", "#app/root.tsx"],
])("refuses an upward import: %s", (_name, importer, target) => {
  const diagnostics = lint({
    "app/content/prices.ts": exported,
    "app/lib/format.ts": exported,
    "app/lib/site.ts": exported,
    "app/components/ui/price.tsx": exported,
    "app/platform/env.server.ts": exported,
    "app/features/home/hero.tsx": exported,
    "app/routes/site/home.tsx": exported,
    "app/root.tsx": exported,
    [importer]: using(target),
  });
  expect(rulesOf(diagnostics)).toContain("lint/style/noRestrictedImports");
});

it.each([
  "app/content/faq.ts",
  "app/lib/meta.ts",
  "app/components/ui/card.tsx",
  "app/db/schema.ts",
  "app/platform/api.server.ts",
  "app/features/home/hero.tsx",
  "app/routes/site/home.tsx",
  "app/root.tsx",
])("refuses a relative import across folders and the barrels in every layer: %s", (importer) => {
  const diagnostics = lint({
    "app/lib/format.ts": exported,
    [importer]: [
      'import { format } from "../../lib/format.ts";',
      'import { Menu } from "lucide-react";',
      'import { Dialog } from "radix-ui";',
      "export const used = [format, Menu, Dialog];",
      "",
    ].join("\n"),
  });
  expect(rulesOf(diagnostics).filter((rule) => rule.startsWith("plugin"))).toEqual([
    "plugin: Import each icon from lucide-react/icons/NAME",
    "plugin: Import the one primitive from radix-ui/NAME",
    "plugin: One import style",
  ]);
});

it("lets an icon and a primitive come from their own modules", () => {
  const diagnostics = lint({
    "app/components/ui/menu.tsx": [
      'import Menu from "lucide-react/icons/menu";',
      'import { Dialog } from "radix-ui/dialog";',
      "export const used = [Menu, Dialog];",
      "",
    ].join("\n"),
  });
  expect(rulesOf(diagnostics)).toEqual([]);
});

it("lets components outside ui/ read the settings and the content", () => {
  const diagnostics = lint({
    "app/content/prices.ts": exported,
    "app/lib/site.ts": exported,
    "app/components/site/call.tsx": `${using("#app/lib/site.ts")}export { value as price } from "#app/content/prices.ts";\n`,
    "app/components/ui/button.ts": using("#app/lib/format.ts"),
    "app/lib/format.ts": exported,
  });
  expect(rulesOf(diagnostics)).toEqual([]);
});

it("refuses an import cycle", () => {
  const diagnostics = lint({
    "app/lib/a.ts": `import { b } from "./b.ts";\nexport const a = () => b;\n`,
    "app/lib/b.ts": `import { a } from "./a.ts";\nexport const b = () => a;\n`,
  });
  expect(rulesOf(diagnostics)).toContain("lint/suspicious/noImportCycles");
});

it("refuses a cycle closed by a type import and a re-export", () => {
  // As content/sections.ts re-exported a table whose module read sections.ts's types: erased at
  // run time, but still two modules that each need the other (dependency-cruiser's no-circular).
  const diagnostics = lint({
    "app/content/sections.ts": `export type Contact = { phone: string };\nexport { FIELDS } from "./fields.ts";\n`,
    "app/content/fields.ts": `import type { Contact } from "./sections.ts";\nexport const FIELDS = { phone: "SITE_PHONE" } as const satisfies Record<keyof Contact, string>;\n`,
  });
  expect(rulesOf(diagnostics)).toContain("lint/suspicious/noImportCycles");
});
