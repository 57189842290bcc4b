import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/services?x=1#vip")).toBe("/services?x=1#vip");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin",
    "",
    null,
    42,
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBeNull();
  });
});
