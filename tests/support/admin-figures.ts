import type { Page } from "playwright-core";

/**
 * The admin at scale, measured inside the page (product.md §9), shared by the browser test
 * (tests/e2e/admin-scale.spec.ts) and the bench: the first page's paint, the time until its
 * buttons work, `Rediger` to the next frame, each key typed in the form to the next frame, the
 * list's DOM nodes, and whether the list's DOM changed while the form was typed in.
 */

export type AdminFigures = {
  firstPageMs: number;
  interactiveMs: number;
  editMs: number;
  slowestKeyMs: number;
  keys: number;
  listNodes: number;
  listChangesWhileTyping: number;
};

/** Opens /admin on a signed-in page and measures one round. */
export async function measureAdmin(page: Page, adminUrl: string): Promise<AdminFigures> {
  await page.goto(adminUrl);
  const firstPageMs = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((entries) => {
          const paint = entries.getEntriesByName("first-contentful-paint")[0];
          if (paint) done(paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  // Usable: the first row's buttons are live (React has taken over).
  await page.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>("[data-edit-id]");
    return button !== null && !button.disabled;
  });
  const interactiveMs = await page.evaluate(() => performance.now());
  const listNodes = await page.evaluate(
    () => document.querySelectorAll("[data-testid=testimonial-scroll] *").length,
  );

  const editMs = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        const button = document.querySelector<HTMLButtonElement>("[data-edit-id]");
        const started = performance.now();
        button?.click();
        requestAnimationFrame(() => setTimeout(() => done(performance.now() - started)));
      }),
  );
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>("input[name=name]")?.value ?? "") !== "",
  );

  await page.evaluate(() => {
    const w = window as unknown as { keyMs: number[]; listChanges: number };
    w.keyMs = [];
    w.listChanges = 0;
    document.addEventListener(
      "keydown",
      () => {
        const started = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.keyMs.push(performance.now() - started)));
      },
      { capture: true },
    );
    const list = document.querySelector("[data-testid=testimonial-scroll]");
    if (list) {
      new MutationObserver((changes) => {
        w.listChanges += changes.length;
      }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    }
  });
  const comment = page.locator("textarea[name=comment]");
  await comment.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" ny tekst", { delay: 30 });
  await page.waitForTimeout(100);
  const typing = await page.evaluate(() => {
    const w = window as unknown as { keyMs: number[]; listChanges: number };
    return { keyMs: w.keyMs, listChanges: w.listChanges };
  });
  return {
    firstPageMs: Math.round(firstPageMs),
    interactiveMs: Math.round(interactiveMs),
    editMs: Math.round(editMs),
    slowestKeyMs: Math.round(Math.max(...typing.keyMs)),
    keys: typing.keyMs.length,
    listNodes,
    listChangesWhileTyping: typing.listChanges,
  };
}

/** Signs in through /auth like a person. */
export async function signInAt(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/auth?redirectTo=%2Fauth`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode").fill(password);
  await page.getByRole("button", { name: "Log ind" }).click();
  await page.getByRole("link", { name: /Admin/ }).first().waitFor();
}
