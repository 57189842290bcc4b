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

it("`npm start`, the image, the systemd unit and the bench run the server with the same memory settings", () => {
  const read = (path: string) => readFileSync(resolve(ROOT, path), "utf8");
  const start: string = JSON.parse(read("package.json")).scripts.start;
  const arenas = /MALLOC_ARENA_MAX=(\d+)/.exec(start)?.[1];
  const semiSpace = /--max-semi-space-size=(\d+)/.exec(start)?.[1];
  expect(arenas).toBeDefined();
  expect(semiSpace).toBeDefined();
  const dockerfile = read("Dockerfile");
  expect(dockerfile).toMatch(new RegExp(`^\\s+MALLOC_ARENA_MAX=${arenas} \\\\$`, "m"));
  expect(dockerfile).toMatch(
    new RegExp(`^CMD \\["node", "--max-semi-space-size=${semiSpace}",`, "m"),
  );
  const unit = read("deploy/fgc.service");
  expect(unit).toMatch(new RegExp(`^Environment=MALLOC_ARENA_MAX=${arenas}$`, "m"));
  expect(unit).toMatch(new RegExp(`^ExecStart=\\S+ --max-semi-space-size=${semiSpace} `, "m"));
  const bench = read("bench/server.ts");
  expect(bench).toContain(`MALLOC_ARENA_MAX: "${arenas}"`);
  expect(bench).toContain(`"--max-semi-space-size=${semiSpace}"`);
});
