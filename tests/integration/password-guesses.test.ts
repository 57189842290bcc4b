import { describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { cookiesOf, postForm, useServerWithMail } from "#tests/support/forms.ts";
import { secretOf, totp } from "#tests/support/totp.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * One limit on guessing a person's password (docs/security.md): every door that checks it — the
 * sign-in (better-auth's endpoint and the /auth form), better-auth's `verify-password`, and
 * /admin/konto's password change and two-factor on and off — counts toward one count per
 * account, in the database: 10 wrong an hour, then 429 with `Retry-After`, the right password
 * included. Every request comes from a new client address (TRUST_PROXY), so the per-address
 * sign-in limit is not what stops them. Each test hashes a password 15-25 times: on a busy
 * machine that takes longer than the suite's 30 s.
 */

const HASHING = { timeout: 120_000 };

const WRONG = "forkert-kode-123";

type Person = TestUser & { cookie: string };

/** A door: the person's password checked once, as `password`. */
type Door = (url: string, person: Person, password: string) => Promise<Response>;

const api = (url: string, person: Person) =>
  apiClient(url, person.cookie, { spreadAddresses: true });

const konto = (url: string, person: Person, fields: Record<string, string>) =>
  postForm(url, "/admin/konto", fields, { cookie: person.cookie });

const DOORS: Record<string, Door> = {
  "sign-in API": (url, person, password) =>
    apiClient(url, "", { spreadAddresses: true }).post("/api/auth/sign-in/email", {
      email: person.email,
      password,
    }),
  "/auth form": (url, person, password) =>
    postForm(url, "/auth", { email: person.email, password }),
  "verify-password": (url, person, password) =>
    api(url, person).post("/api/auth/verify-password", { password }),
  "password change": (url, person, password) =>
    konto(url, person, {
      form: "password",
      current: password,
      password: "en-helt-ny-kode-1",
      confirm: "en-helt-ny-kode-1",
    }),
  "two-factor on": (url, person, password) =>
    konto(url, person, { form: "two-factor-on", password }),
  "two-factor off": (url, person, password) =>
    konto(url, person, { form: "two-factor-off", password }),
};

/** What a wrong password is answered with at each door. */
const WRONG_STATUS: Record<string, number> = {
  "sign-in API": 401,
  "/auth form": 401,
  "verify-password": 400,
  "password change": 400,
  "two-factor on": 400,
  "two-factor off": 400,
};

async function expectLimited(response: Response, label: string) {
  expect(response.status, label).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter, label).toBeGreaterThan(0);
  expect(retryAfter, label).toBeLessThanOrEqual(3600);
  expect(response.headers.get("cache-control"), label).toBe("no-store");
  await response.arrayBuffer();
}

describe.each(testDatabases())("password guesses on $name", (kind) => {
  const { server, database } = useServerWithMail(kind);

  /** A staff member, signed in (the right password does not count). */
  async function signedIn(): Promise<Person> {
    const user = addUser({ ...database(), staff: true });
    const response = await postForm(server().url, "/auth", user);
    expect(response.status).toBe(302);
    return { ...user, cookie: cookiesOf(response) };
  }

  /** Two-factor turned on for `person` (the password's checks were right: none counted). */
  async function withTwoFactor(person: Person): Promise<Person> {
    const started = await konto(server().url, person, {
      form: "two-factor-on",
      password: person.password,
    });
    expect(started.status).toBe(200);
    const html = (await started.text()).replaceAll("&amp;", "&");
    const uri = html.match(/otpauth:\/\/totp\/[^<"\s]+/)?.[0] ?? "";
    const cookie = cookiesOf(started, person.cookie);
    const confirmed = await postForm(
      server().url,
      "/admin/konto",
      { form: "two-factor-confirm", code: totp(secretOf(uri)) },
      { cookie },
    );
    expect(confirmed.status).toBe(303);
    return { ...person, cookie: cookiesOf(confirmed, cookie) };
  }

  it(
    "every door counts toward the one limit: the 11th wrong password through any is 429, the right one too",
    HASHING,
    async () => {
      const person = await signedIn();
      const doors = Object.keys(DOORS).filter((name) => name !== "two-factor off");
      // Two wrong through each of five doors: ten, and each door counted its own.
      for (const name of doors) {
        for (let guess = 1; guess <= 2; guess += 1) {
          const response = await (DOORS[name] as Door)(server().url, person, WRONG);
          expect(response.status, `${name}, wrong guess ${guess}`).toBe(WRONG_STATUS[name]);
          await response.arrayBuffer();
        }
      }
      for (const name of doors) {
        const door = DOORS[name] as Door;
        await expectLimited(await door(server().url, person, WRONG), `${name}, 11th`);
        await expectLimited(await door(server().url, person, person.password), `${name}, right`);
      }
    },
  );

  it("turning two-factor off counts too, and shuts the other doors", HASHING, async () => {
    const person = await withTwoFactor(await signedIn());
    const off = DOORS["two-factor off"] as Door;
    for (let guess = 1; guess <= 10; guess += 1) {
      const response = await off(server().url, person, WRONG);
      expect(response.status, `wrong guess ${guess}`).toBe(400);
      await response.arrayBuffer();
    }
    await expectLimited(await off(server().url, person, WRONG), "11th");
    await expectLimited(await off(server().url, person, person.password), "right");
    const signIn = DOORS["sign-in API"] as Door;
    await expectLimited(await signIn(server().url, person, person.password), "a sign-in");
  });

  it(
    "the right password between wrong ones does not count; an address without an account is limited alike",
    HASHING,
    async () => {
      const person = await signedIn();
      const door = DOORS["sign-in API"] as Door;
      for (let guess = 1; guess <= 9; guess += 1) {
        expect((await door(server().url, person, WRONG)).status).toBe(401);
        expect((await door(server().url, person, person.password)).status).toBe(200);
      }
      expect((await door(server().url, person, WRONG)).status).toBe(401);
      await expectLimited(await door(server().url, person, person.password), "after 10 wrong");

      // Nobody learns from the limit whether an address has an account.
      const nobody: Person = { email: "ingen-konto@test.example", password: WRONG, cookie: "" };
      for (let guess = 1; guess <= 10; guess += 1) {
        expect((await door(server().url, nobody, WRONG)).status).toBe(401);
      }
      await expectLimited(await door(server().url, nobody, WRONG), "no account");
    },
  );

  it("guesses sent all at once are held to the limit as well", HASHING, async () => {
    const person = await signedIn();
    const door = DOORS["sign-in API"] as Door;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => door(server().url, person, WRONG)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
