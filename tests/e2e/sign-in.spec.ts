import { runUserAdd } from "#tests/support/users.ts";
import { createAdmin, createUser, signIn } from "./support/auth.ts";
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
