import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** User data reaches the page only through React's escaping: no raw HTML anywhere in the app. */

const APP = resolve(import.meta.dirname, "../../app");

describe("rendering of user data", () => {
  it("no component sets innerHTML", () => {
    const files = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(tsx?|jsx?)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
        readFileSync(resolve(APP, file), "utf8"),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
