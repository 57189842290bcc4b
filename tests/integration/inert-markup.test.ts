import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * User data reaches the page only through React's escaping: no raw HTML anywhere in the app,
 * except build-time constants, each allowed once, by name, in its file: the page script and the
 * stylesheet the document carries inline (root.tsx), and our own SVG drawings, whose prop only
 * takes the `InlineSvg` brand that `lib/svg-in-page.ts` gives the files of app/images.
 */

const ALLOWED: Record<string, string[]> = {
  "root.tsx": [
    "dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }}",
    "dangerouslySetInnerHTML={{ __html: styles }}",
  ],
  [join("components", "ui", "illustration.tsx")]: ["dangerouslySetInnerHTML={{ __html: markup }}"],
};

const APP = resolve(import.meta.dirname, "../../app");

describe("rendering of user data", () => {
  it("no component sets innerHTML", () => {
    const files = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(tsx?|jsx?)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => {
      let source = readFileSync(resolve(APP, file), "utf8");
      for (const allowed of ALLOWED[file] ?? []) source = source.replace(allowed, "");
      return /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
        source,
      );
    });
    expect(offenders).toEqual([]);
  });
});
