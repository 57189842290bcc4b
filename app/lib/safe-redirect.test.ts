import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const SITE = "https://site.example";

describe("safeRedirect", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/services?x=1#vip")).toBe("/services?x=1#vip");
  });

  it("returns the normalised path", () => {
    expect(safeRedirect("/a/../admin")).toBe("/admin");
    expect(safeRedirect("/./booking")).toBe("/booking");
    expect(safeRedirect("/%2e%2e/admin")).toBe("/admin");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    // Each of these normalises to `//evil.example` (the probe).
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "javascript:alert(1)",
    "admin",
    "",
    null,
    42,
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBeNull();
  });

  /** Path-like strings built from the pieces that change what a URL parser makes of them. */
  const tricky = fc
    .array(
      fc.constantFrom(
        "/",
        "//",
        ".",
        "..",
        "%2e",
        "%2E",
        "%2f",
        "%5c",
        "\\",
        "\t",
        "\n",
        "@",
        ":",
        "?",
        "#",
        "evil.example",
        "admin",
        "http:",
        "%00",
        " ",
      ),
      { maxLength: 10 },
    )
    .map((parts) => `/${parts.join("")}`);

  it("whatever it returns, a browser following it stays on this site, on that very path", () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webPath()), (to) => {
        const path = safeRedirect(to);
        if (path === null) return;
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        const followed = new URL(path, SITE);
        expect(followed.origin).toBe(SITE);
        expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(path);
        // Normalised already: asking again changes nothing.
        expect(safeRedirect(path)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });
});
