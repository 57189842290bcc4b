import { runUserAdd } from "#tests/support/users.ts";
import { createAdmin, createUser, signIn } from "./support/auth.ts";
import { axeFindings } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("an admin signs in through /auth and lands on /admin with a session", async ({ page }) => {
  const admin = createAdmin();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user.email).toBe(admin.email);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === "better-auth.session_token");
  expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax" });
});

test("a wrong password is refused in Danish and nobody is signed in", async ({ page }) => {
  const user = createUser();
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Adgangskode").fill("forkert-kode-123");
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page.getByRole("alert")).toHaveText("Forkert e-mail eller adgangskode.");
  await expect(page).toHaveURL(/\/auth$/);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
});

test("a signed-in non-admin sent to /auth sees who they are and can sign out", async ({ page }) => {
  const user = createUser();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth?redirectTo=%2Fadmin");
  await expect(page.getByText(`Du er logget ind som ${user.email}`)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Log ud" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await page.goto("/auth?redirectTo=%2Fadmin");
  await expect(page.getByText("Du er logget ind som")).toHaveCount(0);
});

test("a session ended on the server signs the visitor out of the page when it regains focus", async ({
  page,
}) => {
  const user = createUser();
  await signIn(page, user.email, user.password);
  await page.goto("/auth?redirectTo=%2Fadmin");
  await expect(page.getByText(`Du er logget ind som ${user.email}`)).toBeVisible();
  // The operator resets the password: every session of the account ends on the server.
  const reset = runUserAdd(["--email", user.email], {
    dataDir: process.env.E2E_DATA_DIR,
    stdin: "en-helt-ny-kode-42\n",
  });
  expect(reset.status).toBe(0);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByText("Du er logget ind som")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log ind" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a half-filled form is refused in Danish beside its fields (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const admin = createAdmin();
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}` },
    });
    const page = await context.newPage();
    try {
      await page.goto("/auth");
      if (javaScriptEnabled) await expect(page.locator("form[data-hydrated]")).toBeAttached();
      const email = page.getByLabel("E-mail");
      const password = page.getByLabel("Adgangskode");
      // The browser's own checks are off: the server's Danish words are what a person reads.
      await email.fill("ikke-en-adresse");
      await page.getByRole("button", { name: "Log ind" }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(
        "Skriv en hel e-mailadresse, fx navn@eksempel.dk",
      );
      await expect(password).toHaveAccessibleDescription("Skriv din adgangskode");
      await expect(email).toBeFocused();
      await expect(email).toHaveValue("ikke-en-adresse");
      await expect(email).toHaveAttribute("type", "email");
      await expect(password).toHaveAttribute("type", "password");
      if (javaScriptEnabled) {
        // axe runs in the page: it needs the page's JavaScript.
        expect(await axeFindings(page, "main")).toEqual([]);
      }

      await email.fill(admin.email);
      await password.fill(admin.password);
      await page.getByRole("button", { name: "Log ind" }).click();
      await expect(page).toHaveURL(/\/admin$/);
    } finally {
      await context.close();
    }
  });
}
