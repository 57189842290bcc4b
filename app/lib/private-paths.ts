/**
 * The parts of the site that belong to staff or to one signed-in person, written once: what is
 * answered there is never stored (server/app.ts), search engines are asked to keep out
 * (robots.txt), and sign-in never sends someone without the admin role into the admin.
 */

import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { REGISTRATION_PATHS } from "#app/content/public-paths.ts";

/**
 * The admin, sign-in, sign-out, an invitation's link (`/velkommen/TOKEN`) and their APIs, and a
 * sign-up's page from its mailed link; each
 * path covers what lies below it.
 */
export const PRIVATE_PATHS = [
  ADMIN_PATH,
  "/auth",
  "/logout",
  "/velkommen",
  "/api/admin",
  "/api/auth",
  ...Object.values(REGISTRATION_PATHS),
] as const;

/** robots.txt: the private pages, and the whole API (JSON is no search result). */
export const DISALLOWED_PATHS = [
  ...PRIVATE_PATHS.filter((path) => !path.startsWith("/api/")),
  "/api/",
] as const;

/**
 * `path` (a query or fragment aside) is `base`, lies below it or is its `.data` request. React
 * Router matches paths in any case (`/ADMIN` is the admin), so this does too.
 */
function isUnder(base: string, path: string): boolean {
  const pathname = path.replace(/[?#].*$/, "").toLowerCase();
  return pathname === base || pathname === `${base}.data` || pathname.startsWith(`${base}/`);
}

/** Per-visitor or secret: never stored by a browser or proxy. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((base) => isUnder(base, path));
}

/** The admin, sign-in and invitation pages: Danish only, no language switch (docs/pages.md#english). */
export function isStaffPath(path: string): boolean {
  return (
    isPrivatePath(path) && !Object.values(REGISTRATION_PATHS).some((base) => isUnder(base, path))
  );
}

/** Only admins may go there. */
export function isAdminPath(path: string): boolean {
  return isUnder(ADMIN_PATH, path);
}
