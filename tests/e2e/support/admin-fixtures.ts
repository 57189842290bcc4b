import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { adminScreen, openAdmin, seedTestimonial } from "./admin-page.ts";
import { createAdmin, signIn } from "./auth.ts";
import { test as base, expect as baseExpect } from "./test.ts";

/**
 * One admin per worker, signed in once (hashing makes sign-in slow on purpose); every test gets a
 * page with that session and a unique word for the testimonials it creates, so tests running in
 * parallel on the same database never touch each other's rows.
 */

type WorkerFixtures = { adminAccount: { email: string; password: string; storageState: string } };
type Listed = { admin: ReturnType<typeof adminScreen>; name: string; testimonial: Testimonial };
type TestFixtures = {
  adminPage: Page;
  admin: ReturnType<typeof adminScreen>;
  plainAdmin: Page;
  unique: string;
  listed: (word: string, fields: { comment: string; rating?: number }) => Promise<Listed>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminAccount: [
    async ({ browser }, use, workerInfo) => {
      // A project with a server of its own names that server's data (playwright.config.ts).
      const { dataDir } = (workerInfo.project.metadata ?? {}) as { dataDir?: string };
      const { email, password } = createAdmin(dataDir);
      const folder = join(".tmp", "e2e-state");
      mkdirSync(folder, { recursive: true });
      const storageState = join(folder, `${workerInfo.project.name}-${randomUUID()}.json`);
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, email, password);
      await context.storageState({ path: storageState });
      await context.close();
      await use({ email, password, storageState });
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminAccount }, use) => use(adminAccount.storageState),
  adminPage: async ({ page }, use) => {
    await openAdmin(page);
    await use(page);
  },
  /** The admin screen's controls on `adminPage`, named as the admin sees them. */
  admin: async ({ adminPage }, use) => use(adminScreen(adminPage)),
  /**
   * The admin's session in a page of its own without JavaScript: as a click right after the page
   * appears, before its script runs. Closed after the test.
   */
  plainAdmin: async ({ browser, adminPage }, use, testInfo) => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: await adminPage.context().storageState(),
      javaScriptEnabled: false,
    });
    await use(await context.newPage());
    await context.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
  unique: async ({}, use, testInfo) => {
    await use(`${testInfo.project.name}-${randomUUID().slice(0, 6)}`);
  },
  /**
   * `listed(word, fields)`: a testimonial named `word` and the test's unique word, made through
   * the API, and /admin opened again with it in the list.
   */
  listed: async ({ adminPage, unique }, use) => {
    await use(async (word, fields) => {
      const name = `${word} ${unique}`;
      const testimonial = await seedTestimonial(adminPage, { name, ...fields });
      await openAdmin(adminPage, "reload");
      return { admin: adminScreen(adminPage), name, testimonial };
    });
  },
});

/** A browser context with no session at all (tests otherwise start signed in as the admin). */
export function anonymousContext(browser: Browser) {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
}

/** The machine is shared with other suites: give a save and its toast a little more time. */
export const expect = baseExpect.configure({ timeout: 10_000 });
