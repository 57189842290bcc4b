import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, invited, postWelcome } from "#tests/support/accounts.ts";
import { type ApiClient, apiClient } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServer, useServerOn } from "#tests/support/server.ts";
import { linkIn, startSmtp, type TestSmtp } from "#tests/support/smtp.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * Staff accounts (docs/api.md#staff-accounts) over real HTTP, on SQLite and PostgreSQL, with a real
 * SMTP server: invite (201, 409, 400), the invitation's mail and page, role changes and
 * (de)activation with the last admin kept and no self-deactivation, every refusal leaving the
 * database as it was, and an audit entry for each change.
 */

type Account = {
  id: string;
  email: string;
  name: string;
  role: "admin" | "staff";
  active: boolean;
  last_sign_in_at: string | null;
  invitation_pending: boolean;
};

const EXPIRED = "Linket er udløbet eller allerede brugt";

describe.each(testDatabases())("staff accounts on $name", (kind) => {
  let smtp: TestSmtp | undefined;
  let config: Awaited<ReturnType<typeof kind.create>> | undefined;
  afterAll(async () => {
    await smtp?.close();
    await config?.dispose();
  });
  // A database of its own and a real SMTP server, both ready before the server starts.
  const server = useServer(async () => {
    smtp = await startSmtp();
    config = await kind.create();
    const env = { DATABASE_URL: config.databaseUrl, SMTP_URL: smtp.url(), TRUST_PROXY: "true" };
    return { env, dataDir: config.dataDir };
  });
  const database = () => {
    if (!config) throw new Error("the database is used before the server started");
    return config;
  };
  const mails = () => {
    if (!smtp) throw new Error("the SMTP server is used before it started");
    return smtp;
  };

  let adminUser: TestUser;
  let admin: ApiClient;
  const anonymous = () => apiClient(server().url, "", { spreadAddresses: true });

  beforeAll(async () => {
    adminUser = addUser({ ...database(), admin: true, email: `chef-${randomUUID()}@test.example` });
    admin = await anonymous().signIn(adminUser);
  });

  async function users(client = admin): Promise<Account[]> {
    const response = await client.get("/api/admin/users");
    expect(response.status).toBe(200);
    return ((await response.json()) as { users: Account[] }).users;
  }

  const patch = (client: ApiClient, id: string, body: unknown) =>
    client.request(`/api/admin/users/${id}`, { method: "PATCH", body: JSON.stringify(body) });

  /** Sends `call` and checks its status and that no table changed. */
  async function unchanged(call: () => Promise<Response>, status: number) {
    const before = await databaseChecksum(database());
    const response = await call();
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(await databaseChecksum(database())).toBe(before);
    return text;
  }

  /** The account changes logged about a person (their sign-ins are logged too: two-factor.test.ts). */
  const auditOf = (id: string) =>
    withDatabase(database(), (db) =>
      db
        .selectFrom("audit_log")
        .select(["action", "actor_email", "summary"])
        .where("target_id", "=", id)
        .where("action", "not like", "sign_in.%")
        .orderBy("id")
        .execute(),
    );

  it("lists the accounts with a role: the admin, active, signed in, no invitation pending", async () => {
    const me = (await users()).find((user) => user.email === adminUser.email);
    expect(me).toEqual({
      id: expect.any(String),
      email: adminUser.email,
      name: adminUser.email,
      role: "admin",
      active: true,
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      invitation_pending: false,
    });
    // A signed-in person without a role is no staff account.
    const visitor = addUser(database());
    expect((await users()).map((user) => user.email)).not.toContain(visitor.email);
  });

  it("invites: 201 with the link, the same link by e-mail, pending until the password is set", async () => {
    const email = `sofie-${randomUUID()}@test.example`;
    const response = await admin.post("/api/admin/users", {
      email: `  ${email.toUpperCase()} `,
      name: "Sofie Hansen",
      role: "staff",
      id: "forged",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(String),
      email,
      name: "Sofie Hansen",
      role: "staff",
      active: true,
      last_sign_in_at: null,
      invitation_pending: true,
      invite_url: expect.stringMatching(
        new RegExp(`^${server().url}/velkommen/[A-Za-z0-9_-]{43}$`),
      ),
    });
    const mail = await mails().waitFor(email);
    expect(mail.mail.subject).toContain("Invitation");
    expect(mail.text).toContain("Sofie Hansen");
    expect(linkIn(mail, `${server().url}/velkommen/`)).toBe(body.invite_url);
    expect((await users()).find((user) => user.id === body.id)).toMatchObject({
      invitation_pending: true,
    });
    // The token is stored only as its hash.
    const token = body.invite_url.split("/").at(-1);
    const stored = await withDatabase(database(), (db) =>
      db.selectFrom("user_tokens").selectAll().where("user_id", "=", body.id).execute(),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    // The page: the form, then the password set, signed in, at /admin.
    const page = await anonymous().get(new URL(body.invite_url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ["Adgangskode", "Gentag adgangskode", "Opret adgangskode"]) {
      expect(html).toContain(label);
    }
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const password = `en-god-kode-${randomUUID()}`;
    const accepted = await postWelcome(body.invite_url, { password, repeat: password });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/admin");
    const session = apiClient(server().url, cookiesOf(accepted));
    expect((await session.get("/admin")).status).toBe(200);
    expect((await session.get("/api/admin/testimonials")).status).toBe(200);
    // Staff, not admin: the accounts are not theirs.
    expect((await session.get("/api/admin/users")).status).toBe(403);
    const after = (await users()).find((user) => user.id === body.id);
    expect(after).toMatchObject({ invitation_pending: false, active: true });
    expect(after?.last_sign_in_at).toMatch(/^\d{4}-/);
    // The password works at the sign-in.
    await anonymous().signIn({ email, password });

    // Used once: the link now says so and changes nothing.
    const again = await postWelcome(body.invite_url, {
      password: "en-anden-kode-42",
      repeat: "en-anden-kode-42",
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(EXPIRED);
    expect(again.headers.getSetCookie()).toEqual([]);
    await expect(anonymous().signIn({ email, password: "en-anden-kode-42" })).rejects.toThrow(
      /401/,
    );
    const reread = await anonymous().get(new URL(body.invite_url).pathname);
    expect(reread.status).toBe(404);
    expect(await reread.text()).toContain(EXPIRED);

    expect(await auditOf(body.id)).toEqual([
      {
        action: "user.invite",
        actor_email: adminUser.email,
        summary: `Inviterede Sofie Hansen (${email}) som Personale`,
      },
      {
        action: "password.set",
        actor_email: email,
        summary: expect.stringContaining("Sofie Hansen"),
      },
    ]);
    const secrets = JSON.stringify(await auditOf(body.id));
    expect(secrets).not.toContain(password);
    expect(secrets).not.toContain(token);
  });

  it("the invitation page refuses a wrong password form with 400 and keeps the link good", async () => {
    const email = `jonas-${randomUUID()}@test.example`;
    const created = await admin.post("/api/admin/users", { email, name: "Jonas", role: "staff" });
    const { invite_url: url, id } = await created.json();
    for (const [fields, message] of [
      [{ password: "kort", repeat: "kort" }, "mindst 8 tegn"],
      [{ password: "password123", repeat: "password123" }, "for almindelig"],
      [{ password: "en-lang-kode-1", repeat: "en-lang-kode-2" }, "ikke ens"],
      [{}, "Skriv en adgangskode"],
    ] as const) {
      const response = await postWelcome(url, fields);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const oversize = await postWelcome(url, { password: "x".repeat(20_000), repeat: "x" });
    expect(oversize.status).toBe(413);
    const foreign = await postWelcome(
      url,
      { password: "en-lang-kode-1", repeat: "en-lang-kode-1" },
      { origin: "https://evil.example" },
    );
    // Refused before anything is read or counted (React Router's own check answers first).
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect((await users()).find((user) => user.id === id)?.invitation_pending).toBe(true);
    for (const unknown of ["ukendt", "A".repeat(43), `${url.split("/").at(-1)}x`]) {
      const response = await postWelcome(`${server().url}/velkommen/${unknown}`, {
        password: "en-lang-kode-1",
        repeat: "en-lang-kode-1",
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(EXPIRED);
    }
    const password = "en-lang-kode-til-jonas";
    expect((await postWelcome(url, { password, repeat: password })).status).toBe(303);
  });

  it("the invitation's page takes 20 posts an hour from one address, then 429", async () => {
    const address = { "x-forwarded-for": "198.51.100.77" };
    const fields = { password: "en-lang-kode-1", repeat: "en-lang-kode-1" };
    const unknown = `${server().url}/velkommen/${"B".repeat(43)}`;
    for (let post = 0; post < 20; post += 1) {
      expect((await postWelcome(unknown, fields, address)).status).toBe(404);
    }
    const limited = await postWelcome(unknown, fields, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(await limited.text()).toContain("For mange forsøg");
    // Another address is not held back.
    expect((await postWelcome(unknown, fields)).status).toBe(404);
  });

  it("answers 409 for an e-mail that has an account, in any spelling, and changes nothing", async () => {
    const visitor = addUser(database());
    for (const email of [adminUser.email, adminUser.email.toUpperCase(), visitor.email]) {
      const text = await unchanged(
        () => admin.post("/api/admin/users", { email, name: "Dublet", role: "staff" }),
        409,
      );
      expect(JSON.parse(text)).toEqual({ error: "Der findes allerede en konto med den e-mail." });
    }
  });

  it("answers 400 with Danish field errors and changes nothing", async () => {
    for (const [body, fields] of [
      [{}, ["email", "name", "role"]],
      [{ email: "ikke-en-adresse", name: "X", role: "staff" }, ["email"]],
      [{ email: "ok@test.example", name: " ", role: "staff" }, ["name"]],
      [{ email: "ok@test.example", name: "X", role: "owner" }, ["role"]],
      [{ email: "ok@test.example", name: "X".repeat(101), role: "admin" }, ["name"]],
    ] as const) {
      const text = await unchanged(() => admin.post("/api/admin/users", body), 400);
      expect(Object.keys(JSON.parse(text).fieldErrors).sort()).toEqual([...fields]);
    }
    await unchanged(
      () => admin.request("/api/admin/users", { method: "POST", body: "{nope" }),
      400,
    );
    await unchanged(
      () =>
        admin.request("/api/admin/users", {
          method: "POST",
          body: JSON.stringify({ email: "a@b.dk", name: "x".repeat(20_000), role: "staff" }),
        }),
      413,
    );
  });

  it("changes a role from the person's next request, and says 404 and 400 without changing anything", async () => {
    const staff = await invited(admin);
    expect((await staff.client.get("/api/admin/users")).status).toBe(403);
    const promoted = await patch(admin, staff.id, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ id: staff.id, role: "admin", active: true });
    expect((await staff.client.get("/api/admin/users")).status).toBe(200);
    expect((await patch(admin, staff.id, { role: "staff" })).status).toBe(200);
    expect((await staff.client.get("/api/admin/users")).status).toBe(403);
    expect((await auditOf(staff.id)).map((entry) => entry.action)).toEqual([
      "user.invite",
      "password.set",
      "user.role",
      "user.role",
    ]);

    await unchanged(() => patch(admin, "ukendt", { role: "admin" }), 404);
    for (const body of [{}, { role: "owner" }, { active: "yes" }, { active: null }]) {
      await unchanged(() => patch(admin, staff.id, body), 400);
    }
    // A person without a role is no staff account here.
    const visitor = addUser({ ...database(), email: `gaest-${randomUUID()}@test.example` });
    const visitorId = await withDatabase(
      database(),
      async (db) =>
        (
          await db
            .selectFrom("user")
            .select("id")
            .where("email", "=", visitor.email)
            .executeTakeFirstOrThrow()
        ).id,
    );
    await unchanged(() => patch(admin, visitorId, { role: "admin" }), 404);
  });

  it("deactivation signs the person out at once and keeps them out, with a wrong password's answer", async () => {
    const staff = await invited(admin);
    const second = await anonymous().signIn(staff);
    expect((await second.get("/api/admin/testimonials")).status).toBe(200);

    const response = await patch(admin, staff.id, { active: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ active: false });
    for (const client of [staff.client, second]) {
      expect((await client.get("/api/admin/testimonials")).status).toBe(401);
      const page = await client.get("/admin");
      expect(page.status).toBe(302);
    }
    const sessions = await withDatabase(database(), (db) =>
      db.selectFrom("session").select("id").where("userId", "=", staff.id).execute(),
    );
    expect(sessions).toEqual([]);
    const status = await withDatabase(database(), (db) =>
      db
        .selectFrom("account_status")
        .selectAll()
        .where("user_id", "=", staff.id)
        .executeTakeFirst(),
    );
    expect(status?.deactivated_at).toMatch(/^\d{4}-/);

    // The right password now gets exactly the answer of a wrong one, and no session.
    const signIn = (password: string) =>
      anonymous().post("/api/auth/sign-in/email", { email: staff.email, password });
    const right = await signIn(staff.password);
    const wrong = await signIn(`${staff.password}-forkert`);
    expect(right.status).toBe(401);
    expect(right.status).toBe(wrong.status);
    expect(await right.text()).toBe(await wrong.text());
    expect(right.headers.getSetCookie()).toEqual([]);
    // The sign-in page says what it says to a wrong password.
    const form = await anonymous().request("/auth", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: staff.email, password: staff.password }).toString(),
    });
    expect(form.status).toBe(401);
    expect(await form.text()).toContain("Forkert e-mail eller adgangskode.");

    expect((await users()).find((user) => user.id === staff.id)?.active).toBe(false);
    expect((await patch(admin, staff.id, { active: true })).status).toBe(200);
    await anonymous().signIn(staff);
    expect((await auditOf(staff.id)).map((entry) => entry.action).slice(-2)).toEqual([
      "user.deactivate",
      "user.activate",
    ]);
  });

  it("keeps the last active admin, and no admin deactivates themselves: 409, nothing changed", async () => {
    const me = (await users()).find((user) => user.email === adminUser.email) as Account;
    // Every other admin out of the way: demoted.
    for (const other of (await users()).filter((u) => u.role === "admin" && u.id !== me.id)) {
      expect((await patch(admin, other.id, { role: "staff" })).status).toBe(200);
    }
    const last = await unchanged(() => patch(admin, me.id, { role: "staff" }), 409);
    expect(JSON.parse(last).error).toBe("Der skal være mindst én aktiv administrator.");
    const self = await unchanged(() => patch(admin, me.id, { active: false }), 409);
    expect(JSON.parse(self).error).toBe("Du kan ikke deaktivere dig selv.");

    // A second admin, deactivated, does not count: still the last active one.
    const other = await invited(admin, { role: "admin" });
    expect((await patch(admin, other.id, { active: false })).status).toBe(200);
    await unchanged(() => patch(admin, me.id, { role: "staff" }), 409);
    // Active again, the other admin may demote the first, and then not themselves.
    expect((await patch(admin, other.id, { active: true })).status).toBe(200);
    const otherAdmin = await anonymous().signIn(other);
    await unchanged(() => patch(otherAdmin, other.id, { active: false }), 409);
    expect((await patch(otherAdmin, me.id, { role: "staff" })).status).toBe(200);
    await unchanged(() => patch(otherAdmin, other.id, { role: "staff" }), 409);
    expect((await patch(otherAdmin, me.id, { role: "admin" })).status).toBe(200);

    // Two admins demoting each other at the same moment: one wins, one admin is left (the lock).
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        patch(admin, other.id, { role: "staff" }),
        patch(otherAdmin, me.id, { role: "staff" }),
      ]);
      // The other is refused: 409 past the guard, or 403 when it was no admin by then.
      const [won, lost] = answers.map((answer) => answer.status).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const admins = (
        await withDatabase(database(), (db) =>
          db.selectFrom("user_roles").select("user_id").where("role", "=", "admin").execute(),
        )
      ).map((row) => row.user_id);
      expect(admins.filter((id) => id === me.id || id === other.id)).toHaveLength(1);
      // Both admins again for the next round, from whichever is left.
      const left = admins.includes(me.id) ? admin : otherAdmin;
      const demoted = admins.includes(me.id) ? other.id : me.id;
      expect((await patch(left, demoted, { role: "admin" })).status).toBe(200);
    }
  });

  it("sends an invitation again from the page: a new link by e-mail, the old one void", async () => {
    const email = `ida-${randomUUID()}@test.example`;
    const created = await admin.post("/api/admin/users", { email, name: "Ida", role: "staff" });
    const { id, invite_url: first } = await created.json();
    await mails().waitFor(email);
    // The page's own form post (Node's fetch is answered as the enhanced page is: in place).
    const resend = await admin.request("/admin/personale", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `intent=resend&id=${id}`,
    });
    expect(resend.status).toBe(200);
    expect(await resend.text()).toContain("Invitation sendt igen");
    const mail = await mails().waitFor(email, (m) => !m.text.includes(first));
    const second = linkIn(mail, `${server().url}/velkommen/`);
    expect(second).not.toBe(first);
    expect((await anonymous().get(new URL(first).pathname)).status).toBe(404);
    expect((await anonymous().get(new URL(second).pathname)).status).toBe(200);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      "user.invite",
      "user.invite",
    ]);
  });

  it("deactivating voids a pending invitation: reactivated, the old link stays dead and a new one works", async () => {
    const email = `ole-${randomUUID()}@test.example`;
    const created = await admin.post("/api/admin/users", { email, name: "Ole", role: "staff" });
    const { id, invite_url: first } = await created.json();
    expect((await patch(admin, id, { active: false })).status).toBe(200);
    expect((await patch(admin, id, { active: true })).status).toBe(200);
    const password = "en-lang-kode-til-ole";
    expect((await anonymous().get(new URL(first).pathname)).status).toBe(404);
    const taken = await postWelcome(first, { password, repeat: password });
    expect(taken.status).toBe(404);
    expect(await taken.text()).toContain(EXPIRED);
    expect((await users()).find((user) => user.id === id)).toMatchObject({
      active: true,
      invitation_pending: true,
    });
    // The page's own form, as without JavaScript: the row's `Send invitation igen`.
    const resend = await postForm(
      server().url,
      "/admin/personale",
      { intent: "resend", id },
      {
        cookie: admin.cookie,
      },
    );
    expect(resend.status).toBe(303);
    const mail = await mails().waitFor(email, (m) => !m.text.includes(first));
    const second = linkIn(mail, `${server().url}/velkommen/`);
    expect((await postWelcome(second, { password, repeat: password })).status).toBe(303);
  });

  it("is the admin's alone: staff get 403 on every call, and nothing changes", async () => {
    const staff = await invited(admin);
    const target = (await users()).find((user) => user.email === adminUser.email) as Account;
    await unchanged(() => staff.client.get("/api/admin/users"), 403);
    await unchanged(
      () =>
        staff.client.post("/api/admin/users", {
          email: "x@test.example",
          name: "X",
          role: "admin",
        }),
      403,
    );
    await unchanged(() => patch(staff.client, target.id, { active: false }), 403);
    await unchanged(() => patch(staff.client, staff.id, { role: "admin" }), 403);
    await unchanged(() => staff.client.get("/admin/personale"), 403);
  });
});

describe("the accounts page without JavaScript and without SMTP_URL", () => {
  const [sqlite] = testDatabases();
  if (!sqlite) throw new Error("SQLite is always among the test databases");
  const { server, database } = useServerOn(sqlite, { TRUST_PROXY: "true" });

  it("shows the invitation's link in the answer to the post, and the link works", async () => {
    const adminUser = addUser({ ...database(), admin: true });
    const admin = await apiClient(server().url, "", { spreadAddresses: true }).signIn(adminUser);
    const post = (fields: Record<string, string>) =>
      postForm(server().url, "/admin/personale", fields, { cookie: admin.cookie });
    const email = `uden-mail-${randomUUID()}@test.example`;
    const answer = await post({ email, name: "Uden Mail", role: "staff" });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain("Invitationslink til Uden Mail");
    const link = page.match(/http:\/\/127\.0\.0\.1:\d+\/velkommen\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    expect(page).toContain(email);
    const password = "en-lang-kode-uden-mail";
    expect((await postWelcome(link as string, { password, repeat: password })).status).toBe(303);

    // A button the server refuses (the admin deactivating themselves): 409 in the page, said in
    // words, nothing changed.
    const me = (
      (await (await admin.get("/api/admin/users")).json()) as { users: Account[] }
    ).users.find((user) => user.email === adminUser.email) as Account;
    const before = await databaseChecksum(database());
    const refused = await post({ intent: "deactivate", id: me.id });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Du kan ikke deaktivere dig selv.");
    expect(await databaseChecksum(database())).toBe(before);

    // A button the server takes: a redirect back to the page with the toast.
    const other = (await (await admin.get("/api/admin/users")).json()).users.find(
      (user: Account) => user.email === email,
    ) as Account;
    const promoted = await post({ intent: "role-admin", id: other.id });
    expect(promoted.status).toBe(303);
    expect(promoted.headers.get("location")).toBe("/admin/personale");
    expect((await (await admin.get("/api/admin/users")).json()).users).toContainEqual(
      expect.objectContaining({ email, role: "admin" }),
    );

    // `Deaktiver` asks first on the page (a GET), then the page's post deactivates.
    const asked = await admin.get(`/admin/personale?deaktiver=${other.id}`);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Er du sikker på at du vil deaktivere Uden Mail?");
    const deactivated = await post({ intent: "deactivate", id: other.id });
    expect(deactivated.status).toBe(303);
    expect((await (await admin.get("/api/admin/users")).json()).users).toContainEqual(
      expect.objectContaining({ email, active: false }),
    );
    // Nobody is asked about themselves.
    const self = await admin.get(`/admin/personale?deaktiver=${me.id}`);
    expect(await self.text()).not.toContain("Er du sikker på at du vil deaktivere");
  });
});
