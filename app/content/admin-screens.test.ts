import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { isAdminPath, isPrivatePath } from "#app/lib/private-paths.ts";
import routes from "#app/routes.ts";
import { ADMIN_PATH, ADMIN_SCREENS } from "./admin-screens.ts";

/** Every page route's full path (`/admin/log`), the layouts' children included. */
function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.path === undefined && !entry.index ? [] : [path || "/"];
    return [...own, ...pathsOf(entry.children ?? [], path)];
  });
}

const screens = Object.values(ADMIN_SCREENS);
const routed = pathsOf(routes);
const adminRoutes = routed.filter(
  (path) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`),
);

describe("the table of admin screens", () => {
  it("has a screen for every admin route in routes.ts, and a route for every screen", () => {
    expect(new Set(adminRoutes)).toEqual(new Set(screens.map((screen) => screen.path)));
    // One route per screen: no screen is routed twice.
    expect(adminRoutes).toHaveLength(screens.length);
  });

  it.each(screens)("$path is private and the admin's", ({ path }) => {
    expect(isPrivatePath(path)).toBe(true);
    expect(isPrivatePath(`${path}.data`)).toBe(true);
    expect(isAdminPath(path)).toBe(true);
  });

  it("names each screen once: its path, tab and title", () => {
    for (const key of ["path", "tab", "title"] as const) {
      const values = screens.map((screen) => screen[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });
});
