import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS, isAdminPath, isPrivatePath, PRIVATE_PATHS } from "./private-paths.ts";

// The router matches paths in any case: `/ADMIN` is the admin, so these are spelt both ways.
const ADMIN = ["/admin", "/admin.data", "/admin/indhold", "/admin?status=pending", "/ADMIN"];
const SIGN_IN_AND_APIS = [
  "/auth",
  "/auth.data",
  "/Auth.data",
  "/logout",
  "/velkommen/abc",
  "/velkommen.data",
  "/api/admin/testimonials",
  "/Api/Admin/content",
  "/api/auth/x",
  "/tilmelding/abc",
  "/tilmelding/abc.data",
];
const PUBLIC = [
  "/",
  "/services",
  "/administration-info",
  "/authors",
  "/booking.data",
  "/anmeldelse",
  "/velkommenhilsen",
  "/begivenheder",
  "/begivenheder/lan-aften",
];

describe("private paths", () => {
  it.each([...ADMIN, ...SIGN_IN_AND_APIS])("%s is private", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([...PUBLIC, "/api/testimonials"])("%s is public", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });

  it.each(ADMIN)("%s is the admin's, with or without a query", (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each([...PUBLIC, ...SIGN_IN_AND_APIS])("%s is not the admin's", (path) => {
    expect(isAdminPath(path)).toBe(false);
  });

  it("robots.txt keeps crawlers off each private page and the whole API", () => {
    expect(DISALLOWED_PATHS).toEqual([
      "/admin",
      "/auth",
      "/logout",
      "/velkommen",
      "/tilmelding",
      "/en/registration",
      "/api/",
    ]);
    expect(
      PRIVATE_PATHS.filter((path) => !DISALLOWED_PATHS.some((d) => path.startsWith(d))),
    ).toEqual([]);
  });
});
