import type { Page } from "@playwright/test";
import { PHONE } from "#tests/support/screens.ts";
import { expect, test } from "./support/test.ts";

// Several page loads per test; generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

const header = (page: Page) => page.getByRole("banner");
const background = (page: Page) =>
  header(page).evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Scrolls to `y` and checks that the page stays there once the browser has drawn what came into
 * view: a part of the page drawn only then, at another height than it stood in with, would
 * move the page (the browser keeps what is on screen in place) and the visitor with it.
 */
async function scrollTo(page: Page, y: number) {
  const landed = await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    return Math.round(window.scrollY);
  }, y);
  expect(landed, `asked to scroll to ${y}`).toBe(y);
}

/** Waits until the page's height has held still for a second: its layout is complete. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let height = -1;
        let since = 0;
        const check = (now: number) => {
          const current = document.documentElement.scrollHeight;
          if (current !== height) [height, since] = [current, now];
          if (now - since >= 1000) done();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Whether the `Menu` toggle is expanded, as Chromium's accessibility tree says it (what a screen
 * reader is told), whatever the markup: with JavaScript off there is no `aria-expanded` to read.
 */
async function menuExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const toggle = nodes.find(
      (node) => !node.ignored && node.role?.value === "button" && node.name?.value === "Menu",
    );
    return toggle?.properties?.find((property) => property.name === "expanded")?.value.value;
  } finally {
    await cdp.detach();
  }
}

/** The navigation: the bar on desktop, behind the `Menu` button on a phone. */
async function openNavigation(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("navigation", { name: "Hovedmenu" });
  await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("navigation", { name: "Mobilmenu" });
}

test("the navigation links are Hjem, Afdelinger, Night gaming and Booking", async ({
  page,
  isMobile,
}) => {
  await page.goto("/booking");
  const nav = await openNavigation(page, isMobile);
  const links = nav.getByRole("link");
  // Then the language switch to the page's English twin (english.spec.ts).
  await expect(links).toHaveText(["Hjem", "Afdelinger", "Night gaming", "Booking", "English"]);
  await expect(nav.getByRole("link", { name: "Booking" })).toHaveAttribute("aria-current", "page");
  for (const [name, path] of [
    ["Hjem", "/"],
    ["Afdelinger", "/services"],
    ["Night gaming", "/references"],
    ["Booking", "/booking"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  // Anonymous visitors see neither Admin nor Log ud.
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log ud" })).toHaveCount(0);
});

test("the bar turns translucent after 20 px of scroll", async ({ page }) => {
  await page.goto("/services");
  await scrollTo(page, 20);
  await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  expect(await background(page)).toBe("rgba(0, 0, 0, 0)");
  await scrollTo(page, 21);
  await expect(header(page)).toHaveAttribute("data-scrolled", "true");
  await expect.poll(() => background(page)).toMatch(/0\.8\)$/);
  await scrollTo(page, 0);
  await expect(header(page)).toHaveAttribute("data-scrolled", "false");
});

test("the scroll-to-top button appears after 300 px and takes you to the top", async ({ page }) => {
  await page.goto("/services");
  const button = page.getByRole("button", { name: "Til toppen" });
  await scrollTo(page, 300);
  await expect(header(page)).toHaveAttribute("data-scrolled", "true");
  await expect(button).toHaveCount(0);
  await scrollTo(page, 301);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("at the page's end the scroll-to-top button covers none of the footer's links", async ({
  page,
}) => {
  // The project's width, and one between the phone's and the desktop's: the footer's last line
  // reaches the right edge there.
  for (const width of [page.viewportSize()?.width ?? 1440, 1024]) {
    await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
    await page.goto("/");
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    const button = page.getByRole("button", { name: "Til toppen" });
    await expect(button).toBeVisible();
    const covered = await button.evaluate((element) => {
      const b = element.getBoundingClientRect();
      return [...document.querySelectorAll("footer a")]
        .filter((link) => {
          const l = link.getBoundingClientRect();
          return l.left < b.right && b.left < l.right && l.top < b.bottom && b.top < l.bottom;
        })
        .map((link) => link.textContent);
    });
    expect(covered, `at ${width} px`).toEqual([]);
  }
});

test("every page is entered at the top", async ({ page, isMobile }) => {
  await page.goto("/");
  await settled(page);
  await scrollTo(page, 1500);
  const nav = await openNavigation(page, isMobile);
  await nav.getByRole("link", { name: "Night gaming" }).click();
  await expect(page).toHaveURL(/\/references$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gaming hele natten");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ["/", "/services", "/references"]) {
  test(`${path}: a jump far down, to the end and back up, lands where it was asked`, async ({
    page,
  }) => {
    await page.goto(path);
    await settled(page);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    for (let y = end; y > 0; y -= 700) await scrollTo(page, y);
  });
}

for (const path of ["/", "/services", "/references", "/booking"]) {
  test(`${path}: its end, reached right after the page loads, stays where it was shown`, async ({
    page,
  }) => {
    await page.goto(path);
    // At once, while the later parts of the page are still being laid out: the page's last link
    // (the closing call to action) brought as high as it goes, as a visitor who jumps to the end
    // meets it. Then it must not move: a part below it taking a shorter real height than its
    // estimate would shorten the page and pull the view back.
    const tops = await page.evaluate(async () => {
      const last = [...document.querySelectorAll("main a")].at(-1);
      if (!last) return [];
      last.scrollIntoView({ block: "start", behavior: "instant" });
      const seen: number[] = [];
      for (let frame = 0; frame < 30; frame++) {
        await new Promise(requestAnimationFrame);
        seen.push(Math.round(last.getBoundingClientRect().top));
      }
      return seen;
    });
    expect(tops).toHaveLength(30);
    // A pixel's rounding as the parts above take their heights (the browser holds the view).
    const moved = Math.max(...tops) - Math.min(...tops);
    expect(moved, `the last link's top, frame by frame: ${tops}`).toBeLessThanOrEqual(2);
  });
}

for (const id of ["standard", "vip", "playstation"]) {
  test(`/services#${id} scrolls to that department's section`, async ({ page }) => {
    await page.goto(`/services#${id}`);
    const section = page.locator(`section#${id}`);
    await expect(section).toBeInViewport();
    const top = await section.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThan(8);
  });
}

test("a department card on the home page opens its section on /services", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Vælg din afdeling" })
    .getByRole("link", { name: "VIP" })
    .click();
  await expect(page).toHaveURL(/\/services#vip$/);
  await expect(page.locator("section#vip")).toBeInViewport();
  await expect(page.locator("section#vip").getByRole("heading", { name: "VIP" })).toBeInViewport();
});

test("the phone menu opens with the keyboard and closes on navigation and on going back", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  if (!isMobile) {
    // On desktop the links sit in the bar and the toggle is not shown.
    await expect(toggle).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Hovedmenu" })).toBeVisible();
    return;
  }
  const menu = page.getByRole("navigation", { name: "Mobilmenu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  expect(await menuExpanded(page)).toBe(false);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  expect(await menuExpanded(page)).toBe(true);
  // Escape closes it from inside the menu too, and gives the focus back to the toggle.
  await menu.getByRole("link", { name: "Hjem" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole("link", { name: "Afdelinger" }).click();
  await expect(page).toHaveURL(/\/services$/);
  // The URL changes before the new page is rendered; wait for it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find din afdeling");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test.describe("without JavaScript, at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the bar is solid, so the page scrolled under it stays readable", async ({ page }) => {
    await page.goto("/services");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await background(page)).toMatch(/0\.8\)$/);
  });

  test("the phone menu opens, says whether it is open, and leads to every page", async ({
    page,
  }) => {
    await page.goto("/booking");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobilmenu" });
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await menuExpanded(page)).toBe(true);
    await expect(menu.getByRole("link")).toHaveText([
      "Hjem",
      "Afdelinger",
      "Night gaming",
      "Booking",
      "English",
    ]);
    await toggle.click();
    await expect(menu).toBeHidden();
    expect(await menuExpanded(page)).toBe(false);

    // By keyboard, then on to another page.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Night gaming" }).click();
    await expect(page).toHaveURL(/\/references$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gaming hele natten");
    await expect(menu).toBeHidden();
  });
});
