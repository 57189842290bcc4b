import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import {
  BUSY_WEBUI_FEATURES,
  PLAYWRIGHT_CHROMIUM_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
} from "./chromium.ts";

/** The `disabledFeatures` array in playwright-core's launcher, read from its source. */
function playwrightsOwnList(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const source = readFileSync(join(core, "lib", "coreBundle.js"), "utf8");
  const list = source.match(/disabledFeatures = \[([\s\S]*?)\]/)?.[1];
  if (!list) throw new Error("playwright-core no longer lists disabledFeatures where it did");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map(
    ([, name]) => name as string,
  );
}

it("repeats Playwright's own disabled features in the one --disable-features Chromium reads", () => {
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightsOwnList());
  const flags = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));
  expect(flags).toHaveLength(1);
  expect(flags[0]?.split("=")[1]?.split(",")).toEqual([
    ...PLAYWRIGHT_DISABLED_FEATURES,
    ...BUSY_WEBUI_FEATURES,
  ]);
});
