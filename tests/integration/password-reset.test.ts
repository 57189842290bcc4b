import { beforeAll, describe, expect, it } from "vitest";
import { apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { postForm, useServerWithMail } from "#tests/support/forms.ts";
import { linkIn } from "#tests/support/smtp.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * A forgotten password (docs/admin.md#konto-your-own-account) through the real server and a real
 * SMTP server, on both databases: one answer for every address, the mailed link sets a new password
 * once, every session ends, the limits hold, and the audit log says what happened.
 */

const SENT = "Hvis adressen har en konto, har vi sendt et link";
const EXPIRED = "Linket er udløbet eller allerede brugt";

describe.each(testDatabases())("password reset on $name", (kind) => {
  const { smtp, server, database } = useServerWithMail(kind);
  let user: TestUser;
  beforeAll(() => {
    user = addUser({ ...database(), staff: true });
  });

  const ask = (email: string, address?: string) =>
    postForm(server().url, "/auth/glemt", { email }, address ? { address } : {});

  const auditActions = () =>
    withDatabase(database(), (db) =>
      db
        .selectFrom("audit_log")
        .select(["action", "actor_email", "summary"])
        .orderBy("id")
        .execute(),
    );

  it("the sign-in page links to /auth/glemt, which asks for the e-mail", async () => {
    const signIn = await (await fetchFresh(`${server().url}/auth`)).text();
    expect(signIn).toMatch(/<a[^>]+href="\/auth\/glemt"[^>]*>Glemt adgangskode\?<\/a>/);
    const page = await fetchFresh(`${server().url}/auth/glemt`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('type="email"');
    expect(html).toContain("Send link");
  });

  it("answers a known and an unknown e-mail alike; only the account's owner gets mail", async () => {
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask("ingen-konto@test.example");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(unknown.status);
    expect(unknown.status).toBe(200);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    for (const text of [knownText, unknownText]) expect(text).toContain(SENT);
    // The same page but for the per-response CSP nonce.
    const strip = (html: string) => html.replace(/nonce="[^"]*"|nonce-[A-Za-z0-9+/=_-]+/g, "");
    expect(strip(knownText)).toBe(strip(unknownText));
    await (await smtp).waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await smtp).mails.some((mail) => mail.to.includes("ingen-konto@test.example"))).toBe(
      false,
    );
  });

  it("the mailed link sets a new password once; the old one fails and every session ends", async () => {
    const person = addUser({ ...database(), staff: true });
    const client = apiClient(server().url, "", { spreadAddresses: true });
    const first = await client.signIn(person);
    const second = await client.signIn(person);
    expect((await ask(person.email)).status).toBe(200);
    const mail = await (await smtp).waitFor(person.email);
    const link = linkIn(mail, `${server().url}/auth/nulstil/`);
    const path = new URL(link).pathname;

    const page = await fetchFresh(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Ny adgangskode", "Gentag adgangskode", "Gem adgangskode"]) {
      expect(html).toContain(text);
    }

    // A weak or mistyped password changes nothing, and the link still works.
    const weak = await postForm(server().url, path, { password: "password", confirm: "password" });
    expect(weak.status).toBe(400);
    const mismatch = await postForm(server().url, path, {
      password: "et-helt-nyt-kodeord",
      confirm: "et-andet-kodeord",
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("De to adgangskoder er ikke ens");

    const fresh = "nyt-kodeord-efter-mail";
    const saved = await postForm(server().url, path, { password: fresh, confirm: fresh });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Din nye adgangskode er gemt");
    expect(savedHtml).toMatch(/href="\/auth"/);

    for (const old of [first, second]) {
      const session = await old.get("/api/auth/get-session");
      expect(await session.json()).toBeNull();
    }
    const wrong = await client.post("/api/auth/sign-in/email", person);
    expect(wrong.status).toBe(401);
    const right = await client.post("/api/auth/sign-in/email", { ...person, password: fresh });
    expect(right.status).toBe(200);

    const again = await postForm(server().url, path, {
      password: "tredje-kodeord-x",
      confirm: "tredje-kodeord-x",
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(EXPIRED);
    const reopened = await fetchFresh(link);
    expect(reopened.status).toBe(410);
    expect(await reopened.text()).toContain(EXPIRED);
    const stillFresh = await client.post("/api/auth/sign-in/email", { ...person, password: fresh });
    expect(stillFresh.status).toBe(200);

    const entries = await auditActions();
    const reset = entries.filter((entry) => entry.action === "password.reset");
    expect(reset).toHaveLength(1);
    expect(reset[0]?.actor_email).toBe(person.email);
    expect(reset[0]?.summary).not.toContain(fresh);
  });

  it("a deactivated account gets the same answer and no mail", async () => {
    const person = addUser({ ...database(), staff: true });
    await withDatabase(database(), async (db) => {
      const { id } = await db
        .selectFrom("user")
        .select("id")
        .where("email", "=", person.email)
        .executeTakeFirstOrThrow();
      await db
        .insertInto("account_status")
        .values({ user_id: id, deactivated_at: new Date().toISOString(), last_sign_in_at: null })
        .execute();
    });
    const response = await ask(person.email);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SENT);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await smtp).mails.some((mail) => mail.to.includes(person.email))).toBe(false);
  });

  it("an unknown link is refused with the same words, and changes nothing", async () => {
    const path = "/auth/nulstil/ukendt-token-der-ikke-findes";
    expect((await fetchFresh(`${server().url}${path}`)).status).toBe(410);
    const post = await postForm(server().url, path, {
      password: "et-nyt-kodeord",
      confirm: "et-nyt-kodeord",
    });
    expect(post.status).toBe(410);
    expect(await post.text()).toContain(EXPIRED);
  });

  it("at most 5 requests an hour from one address", async () => {
    const address = "198.51.100.7";
    for (let n = 0; n < 5; n++) {
      expect((await ask(`adresse-${n}@test.example`, address)).status).toBe(200);
    }
    const sixth = await ask("adresse-6@test.example", address);
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).not.toContain(SENT);
  });

  it("at most 5 mails an hour for one e-mail, from however many addresses, the answer unchanged", async () => {
    const person = addUser({ ...database(), staff: true });
    for (let n = 0; n < 7; n++) {
      const response = await ask(person.email);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(SENT);
    }
    const mails = async () =>
      (await smtp).mails.filter((mail) => mail.to.includes(person.email)).length;
    for (const until = Date.now() + 10_000; Date.now() < until && (await mails()) < 5; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mails()).toBe(5);
  });

  it("refuses bodies over 16 KiB and posts that are no form, never with a 500", async () => {
    const big = await postForm(server().url, "/auth/glemt", { email: "x".repeat(17 * 1024) });
    expect(big.status).toBe(413);
    const json = await fetchFresh(`${server().url}/auth/glemt`, {
      method: "POST",
      headers: { origin: server().url, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });
});
