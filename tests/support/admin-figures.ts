import type { Locator, Page } from "playwright-core";

/**
 * The admin at scale (docs/performance.md#the-budgets), shared by the browser test
 * (tests/e2e/admin-scale.spec.ts) and the bench: the first page's paint, the time until React runs
 * it, the first `Rediger` right after the list appears to the form showing the row, each key typed
 * in the form to the next frame, the list's DOM nodes, and whether the list's DOM changed while the
 * form was typed in.
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

/**
 * Opens /admin on a signed-in page and measures one round. `Rediger` is clicked on the first row
 * as soon as the list is there, as a person would, whether or not React has taken over yet
 * (before that, the click is replayed once the list is hydrated, or the button asks the server);
 * the time runs to the form showing that row.
 */
export async function measureAdmin(page: Page, adminUrl: string): Promise<AdminFigures> {
  await page.goto(adminUrl, { waitUntil: "commit" });
  const button = page.locator("[data-edit-id]").first();
  await button.waitFor({ state: "attached" });
  const name = await editedName(button);
  const clicked = Date.now();
  await button.click({ noWaitAfter: true });
  await page.waitForFunction(
    (expected) => document.querySelector<HTMLInputElement>("input[name=name]")?.value === expected,
    name,
    { polling: "raf" },
  );
  const editMs = Date.now() - clicked;
  const firstPageMs = await firstPaintMs(page);
  // React runs the page: the form says so.
  await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
  const interactiveMs = await page.evaluate(() => performance.now());
  const listNodes = await page.evaluate(
    () => document.querySelectorAll("[data-testid=testimonial-scroll] *").length,
  );

  await page.evaluate(() => {
    const w = window as unknown as { listChanges: number };
    w.listChanges = 0;
    const list = document.querySelector("[data-testid=testimonial-scroll]");
    if (list) {
      new MutationObserver((changes) => {
        w.listChanges += changes.length;
      }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    }
  });
  const keyMs = await typedKeysMs(page, page.locator("textarea[name=comment]"), " ny tekst");
  const listChanges = await page.evaluate(
    () => (window as unknown as { listChanges: number }).listChanges,
  );
  return {
    firstPageMs: Math.round(firstPageMs),
    interactiveMs: Math.round(interactiveMs),
    editMs: Math.round(editMs),
    slowestKeyMs: Math.round(Math.max(...keyMs)),
    keys: keyMs.length,
    listNodes,
    listChangesWhileTyping: listChanges,
  };
}

/** The guest's name a row's `Rediger` button (`Rediger anmeldelse fra NAME`) opens in the form. */
export async function editedName(button: Locator): Promise<string> {
  return ((await button.getAttribute("aria-label")) ?? "").replace("Rediger anmeldelse fra ", "");
}

/**
 * `text` typed into `field` at the end of what it holds, a key every 30 ms as a quick typist: each
 * key's time from its `keydown` to the next frame, once that frame's work is done.
 */
export async function typedKeysMs(page: Page, field: Locator, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { keyMs: number[] };
    w.keyMs = [];
    document.addEventListener(
      "keydown",
      () => {
        const started = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.keyMs.push(performance.now() - started)));
      },
      { capture: true },
    );
  });
  await field.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(text, { delay: 30 });
  await page.waitForTimeout(100);
  return page.evaluate(() => (window as unknown as { keyMs: number[] }).keyMs);
}

/** When the page in `page` first showed its content (first-contentful-paint), once it has. */
export function firstPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((entries) => {
          const paint = entries.getEntriesByName("first-contentful-paint")[0];
          if (paint) done(paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

/** Signs in through /auth like a person. */
export async function signInAt(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/auth?redirectTo=%2Fauth`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode").fill(password);
  await page.getByRole("button", { name: "Log ind" }).click();
  await page.getByRole("link", { name: /Admin/ }).first().waitFor();
}
