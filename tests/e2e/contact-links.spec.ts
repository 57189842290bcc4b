import { defaults, PUBLIC_PAGES, telOf } from "./site.ts";
import { expect, test } from "./support/test.ts";

for (const { path } of PUBLIC_PAGES) {
  test(`every tel: and mailto: link on ${path} uses the configured phone and e-mail`, async ({
    page,
  }) => {
    await page.goto(path);
    const tel = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const mail = await page
      .locator('a[href^="mailto:"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(tel.length).toBeGreaterThan(0);
    expect(mail.length).toBeGreaterThan(0);
    for (const href of tel) expect(href).toBe(telOf(defaults.SITE_PHONE));
    for (const href of mail) expect(href?.split("?")[0]).toBe(`mailto:${defaults.SITE_EMAIL}`);
  });
}
