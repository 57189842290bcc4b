import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

it("the image copies the host's entry and every file of server/ it imports", () => {
  const dockerfile = readFileSync(resolve(ROOT, "Dockerfile"), "utf8");
  const copied = /^COPY --from=build (.+) \.\/server\/$/m.exec(dockerfile)?.[1]?.split(" ") ?? [];
  const main = readFileSync(resolve(ROOT, "server/main.ts"), "utf8");
  const imported = [...main.matchAll(/from "\.\/([\w-]+\.ts)"/g)].map((m) => `server/${m[1]}`);
  expect(copied.map((path) => path.replace(/^\/app\//, ""))).toEqual([
    "server/main.ts",
    ...imported,
  ]);
  for (const path of copied)
    expect(existsSync(resolve(ROOT, path.replace(/^\/app\//, ""))), path).toBe(true);
});
