import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import type { Screen } from "#tests/support/screens.ts";
import { type RunningServer, startServer } from "#tests/support/server.ts";

/** A page in a browser context of its own on `screen`: a visitor who shares no cookies. */
export type Visitor = (screen: Screen, options?: BrowserContextOptions) => Promise<Page>;

/** A visitor's browser with JavaScript turned off: how public pages are proven to work without. */
export const NO_SCRIPT = { javaScriptEnabled: false } satisfies BrowserContextOptions;

/**
 * Every browser test runs through this fixture: any Content-Security-Policy violation on any
 * page during the test fails it (zero `securitypolicyviolation` events: docs/security.md).
 */
export const test = base.extend<{
  cspGuard: undefined;
  ownServer: RunningServer;
  visitor: Visitor;
}>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void })
            .__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.documentURI}`);
        });
      });
      await use(undefined);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A server and database of the test's own, for rows no other spec may see or a database a test
   * breaks; stopped after the test.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
  ownServer: async ({}, use) => {
    const server = await startServer();
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  },
  /**
   * Opens visitors' pages; each context is closed after the test. A context made on the worker's
   * browser otherwise lives until the worker ends, holding Chromium's memory and, on a page that
   * follows the bracket live, a connection to the server through every spec that follows.
   */
  visitor: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (screen, options) => {
      const context = await browser.newContext({ viewport: screen, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
