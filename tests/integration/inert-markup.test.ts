import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * User data reaches the page only through React's escaping: no raw HTML anywhere in the app,
 * except the two build-time constants the document carries inline (the page script and the
 * stylesheet), each allowed once, by name, in root.tsx.
 */

const ALLOWED = [
  "dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }}",
  "dangerouslySetInnerHTML={{ __html: styles }}",
];

const APP = resolve(import.meta.dirname, "../../app");

describe("rendering of user data", () => {
  it("no component sets innerHTML", () => {
    const files = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(tsx?|jsx?)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => {
      let source = readFileSync(resolve(APP, file), "utf8");
      if (file === "root.tsx") for (const allowed of ALLOWED) source = source.replace(allowed, "");
      return /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
        source,
      );
    });
    expect(offenders).toEqual([]);
  });
});
