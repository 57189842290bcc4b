import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addEvent } from "#tests/support/events.ts";
import { PHONE } from "#tests/support/screens.ts";
import { screenshot } from "./support/screenshot.ts";
import { expect, test } from "./support/test.ts";

/**
 * On a phone the sign-up form comes after the event's description: after `Tilmeld` the page
 * opens at the answer, so it is the first thing the guest sees (docs/api.md, the event pages'
 * form posts), with JavaScript and without.
 */

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests with scripts/e2e.ts");
  return dir;
}

const DESCRIPTION = Array.from(
  { length: 6 },
  (_, n) =>
    `Afsnit ${n + 1}: fem mod fem i turneringsrummet, gruppespil om eftermiddagen og slutspil på storskærm om aftenen. Vi sørger for stationer, dommere og snacks.`,
).join("\n\n");

/** The answer in view, below the fixed bar at the top. */
async function expectInSight(page: Page, text: string) {
  const answer = page.getByRole("status");
  await expect(answer).toContainText(text);
  await expect(answer).toBeInViewport({ ratio: 1 });
  const bar = await page.locator("[data-site-header]").boundingBox();
  const box = await answer.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
}

async function signUp(page: Page, name: string, capacity: number) {
  const event = await addEvent(
    { dataDir: dataDir() },
    { title: `Telefon-LAN ${randomUUID().slice(0, 6)}`, description: DESCRIPTION, capacity },
  );
  await page.goto(`/begivenheder/${event.slug}`);
  // The form is far down the page: a guest scrolls to it.
  await page.getByLabel("Navn").fill(name);
  await page.getByLabel("E-mail").fill(`${randomUUID().slice(0, 8)}@example.dk`);
  await page.getByRole("button", { name: "Tilmeld" }).click();
  return event;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("after Tilmeld the answer is in view at 375 px", async ({ page }) => {
      await signUp(page, "Sofie", 1);
      await expectInSight(page, "Du er tilmeldt");
      await screenshot(
        page,
        test.info().outputPath(`svar-${javaScriptEnabled ? "js" : "uden-js"}.png`),
      );
    });

    test("a place on the waitlist is in view too", async ({ page }) => {
      const event = await signUp(page, "Sofie", 1);
      // The last seat was taken: the next guest is waitlisted, and sees so at once.
      await page.goto(`/begivenheder/${event.slug}`);
      await page.getByLabel("Navn").fill("Mikkel");
      await page.getByLabel("E-mail").fill(`${randomUUID().slice(0, 8)}@example.dk`);
      await page.getByRole("button", { name: "Tilmeld" }).click();
      await expectInSight(page, "Du er på ventelisten som nr. 1");
    });
  });
}
