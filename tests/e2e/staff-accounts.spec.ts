import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import type { RunningServer } from "../support/server.ts";
import { addUser } from "../support/users.ts";
import { axeFindings } from "./support/axe.ts";
import { test as baseTest, expect } from "./support/test.ts";

/**
 * Staff accounts as people meet them (docs/admin.md#staff-accounts), on a server of the test's own:
 * an admin invites a colleague in `/admin/personale`; the colleague takes the invitation up without
 * JavaScript, signs in, edits the content and approves a guest's review, and is refused the
 * accounts and the log; the admin deactivates them, and their open session is signed out at its next request.
 */

async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/auth`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode").fill(password);
  await page.getByRole("button", { name: "Log ind" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

const fresh = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled });

/** A server of the test's own (`base` its URL), with a new admin signed in on `page` there. */
const test = baseTest.extend<{ ownAdmin: { page: Page; base: string; server: RunningServer } }>({
  ownAdmin: async ({ page, ownServer: server }, use) => {
    const admin = addUser({ dataDir: server.dataDir, admin: true });
    await signIn(page, server.url, admin.email, admin.password);
    await use({ page, base: server.url, server });
  },
});

test.describe.configure({ timeout: 120_000 });

test("an admin invites a colleague, who starts without JavaScript, works, and is deactivated", async ({
  browser,
  ownAdmin: { page, base },
}) => {
  const email = `kollega-${randomUUID().slice(0, 8)}@test.example`;
  const password = `en-lang-kode-${randomUUID().slice(0, 8)}`;

  // The admin invites: no SMTP_URL here, so the page shows the link to pass on.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Personale" })
    .click();
  await expect(page).toHaveURL(`${base}/admin/personale`);
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Navn").fill("Maja Kollega");
  await page.getByLabel("Rolle").selectOption({ label: "Personale" });
  await page.getByRole("button", { name: "Inviter" }).click();
  const toasts = page.getByRole("region", { name: /^Beskeder/ });
  await expect(toasts.getByText("Inviteret!")).toBeVisible();
  await expect(page.getByText("Invitationslink til Maja Kollega")).toBeVisible();
  const link = await page.getByLabel("Invitationslink").inputValue();
  expect(link).toMatch(new RegExp(`^${base}/velkommen/[A-Za-z0-9_-]{43}$`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Personale");
  await expect(row).toContainText("Afventer");

  // The colleague, without JavaScript: the password twice, then signed in at /admin.
  const plain = await fresh(browser, false);
  const invitee = await plain.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Velkommen, Maja Kollega");
  await invitee.getByLabel("Adgangskode", { exact: true }).fill(password);
  await invitee.getByLabel("Gentag adgangskode").fill(`${password}x`);
  await invitee.getByRole("button", { name: "Opret adgangskode" }).click();
  await expect(invitee.getByText("De to adgangskoder er ikke ens")).toBeVisible();
  await invitee.getByLabel("Adgangskode", { exact: true }).fill(password);
  await invitee.getByLabel("Gentag adgangskode").fill(password);
  await invitee.getByRole("button", { name: "Opret adgangskode" }).click();
  await expect(invitee).toHaveURL(`${base}/admin`);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Anmeldelser");
  // The link is spent.
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
    "Linket er udløbet eller allerede brugt",
  );
  await plain.close();

  // A guest's review waits for staff.
  const guest = await page.request.post(`${base}/api/testimonials`, {
    data: { name: "Gæsten Bo", comment: `Super aften ${randomUUID().slice(0, 6)}`, rating: 5 },
    headers: { origin: base },
  });
  expect(guest.status()).toBe(202);

  // The colleague signs in with the new password and works.
  const work = await fresh(browser);
  const staff = await work.newPage();
  await signIn(staff, base, email, password);
  await staff.goto(`${base}/admin/indhold?afsnit=notice`);
  await expect(staff.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  await staff
    .getByLabel("Beskedens tekst", { exact: true })
    .fill("Lukket for LAN-party lørdag aften.");
  await staff.getByRole("button", { name: "Gem", exact: true }).click();
  const staffToasts = staff.getByRole("region", { name: /^Beskeder/ });
  await expect(staffToasts.getByText("Besked er gemt")).toBeVisible();

  await staff.goto(`${base}/admin?status=pending`);
  await expect(staff.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  await staff.getByRole("button", { name: "Godkend anmeldelse fra Gæsten Bo" }).click();
  await expect(staffToasts.getByText("Godkendt!")).toBeVisible();

  // The accounts are the admin's: no link to them, and 403 for page and API.
  const staffTabs = staff.getByRole("navigation", { name: "Admin" });
  await expect(staffTabs.getByRole("link", { name: "Indhold" })).toBeVisible();
  await expect(staffTabs.getByRole("link", { name: "Personale" })).toHaveCount(0);
  await expect(staffTabs.getByRole("link", { name: "Log" })).toHaveCount(0);
  const refused = await staff.goto(`${base}/admin/personale`);
  expect(refused?.status()).toBe(403);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Kun for administratorer");
  await expect(staff.getByText(email)).toHaveCount(0);
  expect((await staff.request.get(`${base}/api/admin/users`)).status()).toBe(403);
  // The log is the admins' too.
  expect((await staff.goto(`${base}/admin/log`))?.status()).toBe(403);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Kun for administratorer");
  await staff.goto(`${base}/admin`);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Anmeldelser");

  // The admin deactivates the colleague, after saying yes in the dialog.
  await page.reload();
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  const colleague = page.getByRole("row").filter({ hasText: email });
  await expect(colleague).toContainText("Taget imod");
  await colleague.getByRole("button", { name: "Deaktiver (Maja Kollega)" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Er du sikker på at du vil deaktivere Maja Kollega?");
  await dialog.getByRole("button", { name: "Deaktiver" }).click();
  await expect(toasts.getByText("Deaktiveret")).toBeVisible();
  await expect(colleague).toContainText("Deaktiveret");

  // The colleague's open session: their next request is signed out, and no new one is made.
  await staff.goto(`${base}/admin/indhold`);
  await expect(staff).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Findhold$/);
  await staff.getByLabel("E-mail").fill(email);
  await staff.getByLabel("Adgangskode").fill(password);
  await staff.getByRole("button", { name: "Log ind" }).click();
  await expect(staff.getByText("Forkert e-mail eller adgangskode.")).toBeVisible();
  await work.close();
});

async function noAxeViolations(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test("the accounts page, the invitation's page and the 403 page have no axe-core violations", async ({
  browser,
  ownAdmin: { page, base, server },
}) => {
  const staff = addUser({ dataDir: server.dataDir, staff: true });
  await page.goto(`${base}/admin/personale`);
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  // Refused first (an error beside the field), then invited (the link to pass on).
  await page.getByRole("button", { name: "Inviter" }).click();
  await expect(page.getByText("E-mail skal udfyldes")).toBeVisible();
  await noAxeViolations(page);
  await page.getByLabel("E-mail").fill(`axe-${randomUUID().slice(0, 6)}@test.example`);
  await page.getByLabel("Navn").fill("Axel");
  await page.getByRole("button", { name: "Inviter" }).click();
  await expect(page.getByText("Invitationslink til Axel")).toBeVisible();
  await noAxeViolations(page);
  const link = await page.getByLabel("Invitationslink").inputValue();

  const visitor = await fresh(browser);
  const invitee = await visitor.newPage();
  await invitee.goto(link);
  await noAxeViolations(invitee);
  await invitee.getByRole("button", { name: "Opret adgangskode" }).click();
  await expect(invitee.getByText("Skriv en adgangskode")).toBeVisible();
  await noAxeViolations(invitee);
  await invitee.goto(`${base}/velkommen/ukendt`);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
    "Linket er udløbet eller allerede brugt",
  );
  await noAxeViolations(invitee);
  await signIn(invitee, base, staff.email, staff.password);
  await invitee.goto(`${base}/admin/personale`);
  await noAxeViolations(invitee);
  await visitor.close();
});

test("a deactivated account's row, dimmed, and the deactivation's dialog have no axe-core violations", async ({
  ownAdmin: { page, base, server },
}) => {
  const gone = addUser({ dataDir: server.dataDir, staff: true });
  addUser({ dataDir: server.dataDir, staff: true });
  await page.goto(`${base}/admin/personale`);
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 15_000 });
  const row = page.getByRole("row").filter({ hasText: gone.email });
  await row.getByRole("button", { name: /^Deaktiver/ }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Deaktiver" }).click();
  await expect(row).toContainText("Deaktiveret");
  await expect(row.getByRole("button", { name: /^Aktiver/ })).toBeVisible();
  await noAxeViolations(page);
  // Another's question asked over the page with the dimmed row (the page behind is hidden from
  // assistive technology meanwhile, its heading too).
  await page
    .getByRole("button", { name: /^Deaktiver/ })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});
