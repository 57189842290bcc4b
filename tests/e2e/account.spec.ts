import { startServer } from "#tests/support/server.ts";
import { linkIn, startSmtp } from "#tests/support/smtp.ts";
import { secretOf, totp } from "#tests/support/totp.ts";
import { addUser } from "#tests/support/users.ts";
import { createAdmin, signIn } from "./support/auth.ts";
import { axeFindings } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * A person's own account (docs/admin.md#konto-your-own-account) in Chromium: a forgotten password
 * reset from the mailed link with JavaScript off, and two-factor turned on at /admin/konto, after
 * which the sign-in asks for `Kode`.
 */

test("a forgotten password is reset from the mailed link, without JavaScript", async ({
  browser,
}) => {
  // A server of its own, sending to a mail server of its own: more than the usual 30 s to start.
  test.setTimeout(90_000);
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: smtp.url(), TRUST_PROXY: "true" });
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const person = addUser({ dataDir: server.dataDir, staff: true });
    await page.goto("/auth");
    await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
    await expect(page).toHaveURL(/\/auth\/glemt$/);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Hvis adressen har en konto, har vi sendt et link",
    );

    const mail = await smtp.waitFor(person.email);
    await page.goto(linkIn(mail, `${server.url}/auth/nulstil/`));
    await page.getByLabel("Ny adgangskode").fill("mit-nye-kodeord-fra-mailen");
    await page.getByLabel("Gentag adgangskode").fill("mit-nye-kodeord-fra-mailen");
    await page.getByRole("button", { name: "Gem adgangskode" }).click();
    await expect(page.getByRole("status")).toContainText("Din nye adgangskode er gemt");

    await page.getByRole("link", { name: "Log ind" }).click();
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Adgangskode").fill("mit-nye-kodeord-fra-mailen");
    await page.getByRole("button", { name: "Log ind" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});

test("/admin/konto turns two-factor on; the sign-in then asks for Kode", async ({ page }) => {
  const admin = createAdmin();
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/konto");
  await expect(page.getByRole("heading", { name: "Konto", level: 1 })).toBeVisible();
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached();

  const twoFactor = page.getByRole("region", { name: "Tofaktorlogin" });
  await twoFactor.getByLabel("Adgangskode").fill(admin.password);
  await twoFactor.getByRole("button", { name: "Slå tofaktor til" }).click();
  const qr = twoFactor.getByRole("img", { name: "QR-kode til godkendelsesappen" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const uri = (await twoFactor.locator("[data-otpauth]").textContent()) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  await expect(
    twoFactor.getByRole("list", { name: "Gendannelseskoder" }).getByRole("listitem"),
  ).toHaveCount(10);
  expect(await axeFindings(page)).toEqual([]);

  await twoFactor.getByRole("textbox", { name: "Kode", exact: true }).fill(totp(secretOf(uri)));
  await twoFactor.getByRole("button", { name: "Bekræft" }).click();
  await expect(page.getByText("Tofaktor er slået til").first()).toBeVisible();
  await expect(twoFactor.getByRole("button", { name: "Slå tofaktor fra" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Log ud" }).click();
  await page.waitForURL((url) => url.pathname !== "/admin/konto");
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Adgangskode").fill(admin.password);
  await page.getByRole("button", { name: "Log ind" }).click();
  // Exactly `Kode`: the label `Adgangskode` holds the word too.
  const code = page.getByRole("textbox", { name: "Kode", exact: true });
  await expect(code).toBeVisible();
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await code.fill(totp(secretOf(uri)));
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
