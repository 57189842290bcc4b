import { beforeAll, describe, expect, it } from "vitest";
import { apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { cookiesOf, postForm, useServerWithMail } from "#tests/support/forms.ts";
import { secretOf, totp } from "#tests/support/totp.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * `/admin/konto` and the sign-in's second step (docs/admin.md#konto-your-own-account) through the
 * real server, on both databases, with plain form posts as a browser without JavaScript makes them:
 * the name, the password, two-factor on (the URI, the QR code, recovery codes), sign-in asking for
 * `Kode`, a code computed here from the secret (RFC 6238), a recovery code used once, two-factor
 * off; and the audit entry of each.
 */

const unescapeHtml = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** The site's name as the operator set it: the authenticator app shows it. */
const SITE_NAME = "Spillestedet på Hjørnet";

describe.each(testDatabases())("the account page and two-factor sign-in on $name", (kind) => {
  const { server, database } = useServerWithMail(kind, { SITE_NAME });
  let person: TestUser;
  let cookie = "";

  const audit = (action: string) =>
    withDatabase(database(), (db) =>
      db
        .selectFrom("audit_log")
        .select(["actor_email", "summary", "target_id"])
        .where("action", "=", action)
        .orderBy("id")
        .execute(),
    );

  const lastSignIn = () =>
    withDatabase(database(), async (db) => {
      const row = await db
        .selectFrom("account_status")
        .innerJoin("user", "user.id", "account_status.user_id")
        .select("last_sign_in_at")
        .where("user.email", "=", person.email)
        .executeTakeFirst();
      return row?.last_sign_in_at ?? null;
    });

  /** The /auth form's first step. */
  const signIn = (password = person.password) =>
    postForm(server().url, "/auth", { email: person.email, password });

  /** The /auth form's second step, for the sign-in whose first step set `pending`. */
  const codeStep = (code: string, pending: string) =>
    postForm(server().url, "/auth", { step: "code", code }, { cookie: pending });

  const account = (fields: Record<string, string>, path = "/admin/konto") =>
    postForm(server().url, path, fields, { cookie });

  /** The password form: the current password, and the new one typed twice. */
  const changePassword = (current: string, password: string) =>
    account({ form: "password", current, password, confirm: password });

  /** `form` posted with a wrong password (refused), then with the person's own: that answer. */
  const withPassword = async (form: string) => {
    const wrong = await account({ form, password: "forkert-kode-123" });
    expect(wrong.status).toBe(400);
    const answer = await account({ form, password: person.password });
    cookie = cookiesOf(answer, cookie);
    return answer;
  };

  beforeAll(async () => {
    person = addUser({ ...database(), staff: true });
    const response = await signIn();
    expect(response.status).toBe(302);
    cookie = cookiesOf(response);
  });

  it("shows the account page to staff, with the name, password and two-factor forms", async () => {
    const page = await fetchFresh(`${server().url}/admin/konto`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Navn", "Skift adgangskode", "Nuværende adgangskode", "Slå tofaktor til"]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*name="current"|name="current"[^>]*type="password"/,
    );
  });

  it("saves the person's own name, with an audit entry", async () => {
    const saved = await account({
      form: "name",
      name: "  Mette Hansen  ",
      version: "1",
      intent: "save",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/konto");
    const name = await withDatabase(database(), (db) =>
      db.selectFrom("user").select("name").where("email", "=", person.email).executeTakeFirst(),
    );
    expect(name?.name).toBe("Mette Hansen");
    const entries = await audit("user.name");
    expect(entries.at(-1)).toMatchObject({ actor_email: person.email });
    expect(entries.at(-1)?.summary).toContain("Mette Hansen");
    const empty = await account({ form: "name", name: " ", version: "1" });
    expect(empty.status).toBe(400);
  });

  it("changes the password with the current one; other sessions end, this one stays", async () => {
    const other = await apiClient(server().url, "", { spreadAddresses: true }).signIn(person);
    const wrong = await changePassword("forkert-kode-123", "nyt-staerkt-kodeord");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Adgangskoden passer ikke.");
    const weak = await changePassword(person.password, "12345678");
    expect(weak.status).toBe(400);
    const next = "nyt-staerkt-kodeord";
    const changed = await changePassword(person.password, next);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Adgangskoden er skiftet");
    expect(await (await other.get("/api/auth/get-session")).json()).toBeNull();
    const mine = await fetchFresh(`${server().url}/api/auth/get-session`, { headers: { cookie } });
    expect(await mine.json()).toMatchObject({ user: { email: person.email } });
    expect((await signIn()).status).toBe(401);
    person = { ...person, password: next };
    expect((await signIn()).status).toBe(302);
    const entries = await audit("password.set");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor_email).toBe(person.email);
    expect(entries[0]?.summary).not.toContain(next);
  });

  let secret: Buffer;
  let recoveryCodes: string[] = [];

  it("turns two-factor on: password, then the URI as text and QR code, recovery codes, and a code", async () => {
    const started = await withPassword("two-factor-on");
    expect(started.status).toBe(200);
    const html = unescapeHtml(await started.text());
    const uri = html.match(/otpauth:\/\/totp\/[^<"\s]+/)?.[0] ?? "";
    const params = new URL(uri).searchParams;
    expect(params.get("digits")).toBe("6");
    expect(params.get("period")).toBe("30");
    expect(decodeURIComponent(uri)).toContain(person.email);
    // The app names the account by the site's name (SITE_NAME), never a name of its own.
    expect(params.get("issuer")).toBe(SITE_NAME);
    expect(decodeURIComponent(new URL(uri).pathname)).toBe(`/${SITE_NAME}:${person.email}`);
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    recoveryCodes = [...html.matchAll(/<li[^>]*>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    expect(html).toContain("Bekræft");
    secret = secretOf(uri);

    // Not on until a code proves the app holds the secret.
    expect((await signIn()).status).toBe(302);
    const badCode = await account({
      form: "two-factor-confirm",
      code: "000000" === totp(secret) ? "111111" : "000000",
    });
    expect(badCode.status).toBe(400);
    const confirmed = await account({ form: "two-factor-confirm", code: totp(secret) });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/admin/konto");
    expect(decodeURIComponent(confirmed.headers.getSetCookie().join())).toContain(
      "Tofaktor er slået til",
    );
    cookie = cookiesOf(confirmed, cookie);
    const page = await fetchFresh(`${server().url}/admin/konto`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Slå tofaktor fra");
    expect(await audit("two_factor.enable")).toMatchObject([{ actor_email: person.email }]);
  });

  it("once on, the password alone signs nobody in; /auth asks for Kode", async () => {
    const before = await lastSignIn();
    const first = await signIn();
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Kode");
    expect(html).toContain('name="step"');
    expect(first.headers.getSetCookie().join()).not.toMatch(/better-auth\.session_token=[^;]/);
    const api = await apiClient(server().url, "", { spreadAddresses: true }).post(
      "/api/auth/sign-in/email",
      person,
    );
    expect(await api.json()).toMatchObject({ twoFactorRedirect: true });
    expect(api.headers.getSetCookie().join()).not.toMatch(/better-auth\.session_token=[^;]/);
    // Not a sign-in yet: the accounts list's "last sign-in" stays as it was.
    expect(await lastSignIn()).toBe(before);
  });

  it("a wrong code is refused; the code of the moment signs in", async () => {
    const pending = cookiesOf(await signIn());
    const wrong = await codeStep(totp(secret, Date.now() - 10 * 60_000), pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Koden passer ikke");
    const before = await lastSignIn();
    const right = await codeStep(totp(secret), pending);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect(await lastSignIn()).not.toBe(before);
    const session = cookiesOf(right);
    const me = await fetchFresh(`${server().url}/api/auth/get-session`, {
      headers: { cookie: session },
    });
    expect(await me.json()).toMatchObject({ user: { email: person.email } });
    const failures = await audit("sign_in.failure");
    expect(failures.some((entry) => entry.summary.includes("kode fra godkendelsesapp"))).toBe(true);
    const successes = await audit("sign_in.success");
    expect(successes.at(-1)).toMatchObject({ actor_email: person.email });
    expect(successes.at(-1)?.summary).toContain("godkendelsesapp");
  });

  it("a recovery code works once", async () => {
    const code = recoveryCodes[0] ?? "";
    const first = await codeStep(code, cookiesOf(await signIn()));
    expect(first.status).toBe(302);
    const again = await codeStep(code, cookiesOf(await signIn()));
    expect(again.status).toBe(401);
    const successes = await audit("sign_in.success");
    expect(successes.at(-1)?.summary).toContain("gendannelseskode");
  });

  it("a failed password sign-in is logged with the address typed, never the password", async () => {
    const typed = "forkert-kode-til-loggen";
    expect((await signIn(typed)).status).toBe(401);
    const failures = await audit("sign_in.failure");
    const entry = failures.find((row) => row.summary.includes(person.email));
    expect(entry).toMatchObject({ actor_email: null });
    for (const row of failures) expect(row.summary).not.toContain(typed);
  });

  it("turns two-factor off with the password; then the password alone signs in", async () => {
    const off = await withPassword("two-factor-off");
    expect(off.status).toBe(303);
    const page = await fetchFresh(`${server().url}/admin/konto`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tofaktor er slået fra");
    expect(html).toContain("Slå tofaktor til");
    expect((await signIn()).status).toBe(302);
    expect(await audit("two_factor.disable")).toMatchObject([{ actor_email: person.email }]);
  });
});
