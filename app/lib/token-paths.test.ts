import { describe, expect, it } from "vitest";
import { isTokenPath, loggedPath } from "./token-paths.ts";

const SECRET = "VDMR7EhFcd_5hGYiW8X-ibj92FEvQJHX4-BfjIe3XdI";

describe("the pages of a mailed link's secret", () => {
  it.each([
    ["/velkommen/", "/velkommen/…"],
    ["/auth/nulstil/", "/auth/nulstil/…"],
    ["/tilmelding/", "/tilmelding/…"],
  ])("%sTOKEN is logged without its secret, in every spelling", (base, logged) => {
    const upper = base.toUpperCase();
    for (const path of [
      `${base}${SECRET}`,
      `${base}${SECRET}.data`,
      `${base}${SECRET}?_routes=root`,
      `${upper}${SECRET}`,
      `/${base}${SECRET}`,
      `${base}/${SECRET}`,
      `${base}${SECRET}/mere`,
      `${base.slice(0, -1)}%2F${SECRET}`,
      `%2F${base.slice(1)}${SECRET}`,
    ]) {
      expect(loggedPath(path), path).toBe(logged);
      expect(isTokenPath(path), path).toBe(true);
    }
  });

  it.each(["/begivenheder/lan-aften", "/tilmelding", "/velkommen", "/auth/nulstil.data", "/auth"])(
    "%s is logged as it is and holds no secret",
    (path) => {
      expect(loggedPath(path)).toBe(path);
      expect(isTokenPath(path)).toBe(false);
    },
  );

  it("any other path is logged without its query", () => {
    expect(loggedPath("/healthz?token=hemmelig")).toBe("/healthz");
    expect(loggedPath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
