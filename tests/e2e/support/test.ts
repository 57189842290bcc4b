import { test as base, expect } from "@playwright/test";

/**
 * Every browser test runs through this fixture: any Content-Security-Policy violation on any
 * page during the test fails it (quality.md: zero `securitypolicyviolation` events).
 */
export const test = base.extend<{ cspGuard: undefined }>({
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
});

export { expect };
