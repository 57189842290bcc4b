import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS, isAdminPath, isPrivatePath, PRIVATE_PATHS } from "./private-paths.ts";

describe("private paths", () => {
  it("are admin, sign-in, sign-out and the admin and auth APIs", () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/indhold",
      "/auth",
      "/auth.data",
      "/api/admin/testimonials",
      "/api/auth/x",
      "/logout",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/services",
      "/administration-info",
      "/authors",
      "/booking.data",
      "/api/testimonials",
      "/anmeldelse",
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it("the admin's are the admin's pages, with or without a query", () => {
    for (const path of ["/admin", "/admin/indhold", "/admin?status=pending", "/admin.data"]) {
      expect(isAdminPath(path), path).toBe(true);
    }
    for (const path of ["/", "/auth", "/administration-info", "/api/admin/testimonials"]) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });

  it("robots.txt keeps crawlers off each private page and the whole API", () => {
    expect(DISALLOWED_PATHS).toEqual(["/admin", "/auth", "/logout", "/api/"]);
    for (const path of PRIVATE_PATHS) {
      expect(
        DISALLOWED_PATHS.some((disallowed) => path.startsWith(disallowed)),
        path,
      ).toBe(true);
    }
  });
});
