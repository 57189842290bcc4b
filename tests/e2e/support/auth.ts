import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { addUser, type TestUser } from "../../support/users.ts";

/**
 * Accounts and sign-in for browser specs.
 *
 *   const admin = createAdmin();             // a fresh admin in the e2e server's database
 *   await signIn(page, admin.email, admin.password);
 *
 * `createAdmin()` / `createUser()` run `npm run user:add` against E2E_DATA_DIR, the data
 * directory of the server Playwright starts (playwright.config.ts). `signIn` fills in the /auth
 * page like a person and waits until it has moved on. The e2e server trusts X-Forwarded-For
 * (TRUST_PROXY=true), and each signIn sends a new address, so the sign-in rate limit does not
 * trip over many specs signing in at once; the limit itself is proven in
 * tests/integration/auth.test.ts.
 */

function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests with scripts/e2e.ts");
  return dir;
}

/** An admin in the database of the server at `dataDir` (the main e2e server's by default). */
export function createAdmin(dataDir = e2eDataDir()): TestUser {
  return addUser({ dataDir, admin: true });
}

/** A colleague with the staff role (`Personale`), in the server at `dataDir` as above. */
export function createStaff(dataDir = e2eDataDir()): TestUser {
  return addUser({ dataDir, staff: true });
}

export function createUser(): TestUser {
  return addUser({ dataDir: e2eDataDir() });
}

/** A client address no other sign-in in this run is likely to share. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { redirectTo?: string } = {},
): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const query = options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : "";
  await page.goto(`/auth${query}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode").fill(password);
  await page.getByRole("button", { name: "Log ind" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}
