import { test as base, expect } from "@playwright/test";
import { type RunningServer, startServer } from "#tests/support/server.ts";

/**
 * Every browser test runs through this fixture: any Content-Security-Policy violation on any
 * page during the test fails it (zero `securitypolicyviolation` events: docs/security.md).
 */
export const test = base.extend<{ cspGuard: undefined; ownServer: RunningServer }>({
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
});

export { expect };
