import { join } from "node:path";
import type { Browser } from "playwright-core";
import {
  type AdminFigures,
  editedName,
  measureAdmin,
  signInAt,
} from "../tests/support/admin-figures.ts";
import { seedManyTestimonials } from "../tests/support/many-rows.ts";
import { DESK } from "../tests/support/screens.ts";
import { tempDir } from "../tests/support/temp.ts";
import { addUser } from "../tests/support/users.ts";
import { median } from "./budgets.ts";
import { clicksAtFirstSight, clicksRightAfter, type FirstClicks } from "./first-click.ts";
import { startOnFreePort } from "./server.ts";

/**
 * The admin with 10,000 testimonials, 2,000 pending (docs/performance.md#the-budgets), measured in
 * the page as the browser test does (tests/support/admin-figures.ts): medians of `rounds` visits.
 */
export async function adminAtScale(
  browser: Browser,
  env: NodeJS.ProcessEnv,
  rounds = 5,
): Promise<
  Omit<AdminFigures, "keys" | "listChangesWhileTyping"> & {
    listChanges: number;
    firstClicks: FirstClicks;
    atSight: FirstClicks;
  }
> {
  const dataDir = join(tempDir("bench-admin"), "data");
  const server = await startOnFreePort({ ...env, DATA_DIR: dataDir });
  const origin = server.url;
  try {
    seedManyTestimonials(join(dataDir, "app.db"), 10_000, 2_000);
    const user = addUser({ dataDir, admin: true });
    const context = await browser.newContext({ viewport: DESK });
    const page = await context.newPage();
    await signInAt(page, origin, user.email, user.password);
    const all: AdminFigures[] = [];
    for (let round = 0; round < rounds; round++)
      all.push(await measureAdmin(page, `${origin}/admin`));
    // The first row's `Rediger`, done when the form holds that guest's name.
    const name = await editedName(page.locator("[data-edit-id]").first());
    const edit = {
      path: "/admin",
      button: "[data-edit-id]",
      shown: { selector: "input[name=name]", value: name },
    };
    // Without the draft the typing above left (the screen would bring it back on each visit).
    await page.evaluate(() => localStorage.clear());
    const visit = { browser, origin, signedIn: await context.storageState(), target: edit };
    const firstClicks = await clicksRightAfter(visit);
    const atSight = await clicksAtFirstSight(visit);
    await context.close();
    const of = (key: keyof AdminFigures) => median(all.map((figures) => figures[key]));
    return {
      firstPageMs: of("firstPageMs"),
      interactiveMs: of("interactiveMs"),
      editMs: of("editMs"),
      slowestKeyMs: of("slowestKeyMs"),
      listNodes: Math.max(...all.map((figures) => figures.listNodes)),
      listChanges: Math.max(...all.map((figures) => figures.listChangesWhileTyping)),
      firstClicks,
      atSight,
    };
  } finally {
    await server.stop();
  }
}
