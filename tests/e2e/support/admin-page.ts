import { expect, type Locator, type Page } from "@playwright/test";
import type { Testimonial } from "#app/features/testimonials/schema.ts";

/** Locators and shortcuts for the admin screen, named as the admin sees it. */

export function adminScreen(page: Page) {
  const main = page.getByRole("main");
  const form = main.getByRole("region", { name: /anmeldelse$/ }).first();
  const list = main.getByRole("region", { name: /Alle anmeldelser/ });
  return {
    main,
    form,
    list,
    name: main.getByLabel("Navn"),
    comment: main.getByLabel("Kommentar"),
    rating: main.getByLabel("Bedømmelse (1-5)"),
    location: main.getByLabel("Lokation"),
    gamingType: main.getByLabel("Spiltype"),
    featured: main.getByLabel("Fremhævet"),
    active: main.getByLabel("Aktiv"),
    addButton: main.getByRole("button", { name: /^Tilføj/ }),
    updateButton: main.getByRole("button", { name: /^Opdater/ }),
    cancelButton: main.getByRole("button", { name: "Annuller" }),
    item: (name: string) => list.getByRole("listitem").filter({ hasText: name }),
    editButton: (name: string) =>
      list.getByRole("button", { name: `Rediger anmeldelse fra ${name}` }),
    deleteButton: (name: string) =>
      list.getByRole("button", { name: `Slet anmeldelse fra ${name}` }),
    /** The toasts' live region (sonner's, named Beskeder). */
    toasts: page.getByRole("region", { name: /^Beskeder/ }),
    toast: (title: string) =>
      page
        .getByRole("region", { name: /^Beskeder/ })
        .getByRole("listitem")
        .filter({ hasText: title }),
  };
}

/** The list's status filter named `name` is the one pressed (`aria-pressed`). */
export const expectFilterPressed = (scope: Page | Locator, name: RegExp) =>
  expect(scope.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");

/**
 * Creates a testimonial through the admin API with the session of a page already on the site
 * (test set-up only).
 */
export async function seedTestimonial(
  page: Page,
  fields: { name: string; comment: string; rating?: number },
): Promise<Testimonial> {
  const response = await page.request.post("/api/admin/testimonials", {
    data: { rating: 5, ...fields },
    headers: { origin: new URL(page.url()).origin },
  });
  if (response.status() !== 201) {
    throw new Error(`seeding failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Testimonial;
}

/**
 * Opens (or reloads) /admin showing every row, and waits until React has taken over (the form
 * says so), so the test types into the form React runs. Every row: without a status /admin
 * opens on the queue while any review waits in it, and specs running beside this one leave some.
 */
export async function openAdmin(page: Page, how: "goto" | "reload" = "goto") {
  if (how === "reload") await page.reload();
  else await page.goto("/admin?status=alle");
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  // The list is hydrated apart from the form (its own boundary, the form's code loaded apart):
  // its Slet buttons are enabled once React runs it.
  await page.waitForFunction(
    () => !document.querySelector('button[aria-label^="Slet anmeldelse"][disabled]'),
    undefined,
    { timeout: 15_000 },
  );
}

/** The admin list's API, with any query (status, search, page): for `page.route`. */
export const LIST_API = (url: URL) => url.pathname === "/api/admin/testimonials";

/** The testimonial form's post to /admin's action, as the enhanced page sends it. */
export const FORM_POST = (url: URL) => url.pathname === "/admin.data";
