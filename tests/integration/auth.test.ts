import { statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  fetchFresh,
  nextClientAddress,
  apiClient as plainClient,
} from "#tests/support/api-client.ts";
import { type RunningServer, useServer } from "#tests/support/server.ts";
import { addUser, runUserAdd, type TestUser } from "#tests/support/users.ts";

/**
 * Sign-in, sessions and roles through the real server in production mode. Most tests run behind
 * TRUST_PROXY with a new client address per request, so the sign-in rate limit (which the last
 * describe block proves) does not get in their way.
 */

const apiClient = (url: string, cookie = "") => plainClient(url, cookie, { spreadAddresses: true });

function signInForm(server: RunningServer, user: TestUser, redirectTo?: string) {
  const body = new URLSearchParams({ email: user.email, password: user.password });
  if (redirectTo !== undefined) body.set("redirectTo", redirectTo);
  return fetchFresh(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": nextClientAddress(),
    },
    body,
  });
}

/** A sign-in with the wrong password, from `forwardedFor` as the proxy says. */
const wrongPassword = (client: ApiClient, user: TestUser, forwardedFor: string) =>
  client.post(
    "/api/auth/sign-in/email",
    { email: user.email, password: "forkert-kode-123" },
    { "x-forwarded-for": forwardedFor },
  );

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("sign-in and sessions", () => {
  let admin: TestUser;
  let member: TestUser;

  const server = useServer({ TRUST_PROXY: "true" });
  beforeAll(async () => {
    admin = addUser({ dataDir: server().dataDir, admin: true });
    member = addUser({ dataDir: server().dataDir });
  });

  it("stores passwords as argon2id with at least 19 MiB and 2 passes", () => {
    const db = new DatabaseSync(resolve(server().dataDir, "app.db"), { readOnly: true });
    const rows = db.prepare("select password from account").all() as { password: string }[];
    db.close();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { password } of rows) {
      const [, memory, passes] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/.exec(password) ?? [];
      expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
      expect(Number(passes)).toBeGreaterThanOrEqual(2);
    }
  });

  it("generated the signing secret once into DATA_DIR, readable by the owner only", () => {
    expect(statSync(resolve(server().dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const client = apiClient(server().url);
    const unknown = await client.post("/api/auth/sign-in/email", {
      email: "nobody@test.example",
      password: "noget-helt-andet",
    });
    const wrong = await client.post("/api/auth/sign-in/email", {
      email: admin.email,
      password: "noget-helt-andet",
    });
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it("keeps public sign-up closed", async () => {
    const client = apiClient(server().url);
    const stranger = { email: "stranger@test.example", password: "ny-bruger-kode-1", name: "X" };
    const response = await client.post("/api/auth/sign-up/email", stranger);
    expect(response.status).toBe(404);
    expect((await client.post("/api/auth/sign-in/email", stranger)).status).toBe(401);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, for 7 days", async () => {
    const response = await apiClient(server().url).post("/api/auth/sign-in/email", member);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Max-Age=604800/);
  });

  it("the /auth form signs an admin in and lands on /admin; redirectTo only for own paths", async () => {
    const plain = await signInForm(server(), admin);
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/admin");
    expect(plain.headers.get("set-cookie")).toContain("better-auth.session_token=");
    const same = await signInForm(server(), admin, "/services#vip");
    expect(same.headers.get("location")).toBe("/services#vip");
    for (const evil of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      expect((await signInForm(server(), admin, evil)).headers.get("location")).toBe("/admin");
    }
  });

  it("the /auth form sends others home, and says the same for wrong password and unknown e-mail", async () => {
    const ok = await signInForm(server(), member);
    expect(ok.headers.get("location")).toBe("/");
    const wrong = await signInForm(server(), { ...member, password: "forkert-kode-123" });
    const unknown = await signInForm(server(), {
      email: "ukendt@test.example",
      password: "x-y-z-123",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    for (const response of [wrong, unknown]) {
      expect(await response.text()).toContain("Forkert e-mail eller adgangskode.");
    }
  });

  it("a member is never sent into the admin, which would send them back here", async () => {
    const cookie = cookieOf(await signInForm(server(), member));
    for (const to of ["/admin", "/admin/indhold", "/admin?status=pending"]) {
      expect((await signInForm(server(), member, to)).headers.get("location"), to).toBe("/");
      const page = await fetchFresh(`${server().url}/auth?redirectTo=${encodeURIComponent(to)}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(page.status, to).toBe(200);
    }
  });

  it("redirectTo is judged as normalised: no spelling of another site leads there", async () => {
    const cookie = cookieOf(await signInForm(server(), admin));
    // Each normalises to `//evil.example` (the outside probe's list), or is another site outright.
    const evil = [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "//evil.example",
    ];
    for (const to of evil) {
      const visit = await fetchFresh(`${server().url}/auth?redirectTo=${encodeURIComponent(to)}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(visit.headers.get("location"), to).toBe("/admin");
      expect((await signInForm(server(), admin, to)).headers.get("location"), to).toBe("/admin");
      const data = await fetchFresh(`${server().url}/auth.data`, {
        method: "POST",
        headers: {
          origin: server().url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": nextClientAddress(),
        },
        body: new URLSearchParams({ ...admin, redirectTo: to }),
      });
      expect(await data.text(), to).not.toContain("evil.example");
    }
    // Normalised, an own path is kept as such.
    const own = await signInForm(server(), admin, "/a/../booking");
    expect(own.headers.get("location")).toBe("/booking");
  });

  it("a signed-in non-admin sent to /auth for an admin path in any case sees the page", async () => {
    const cookie = cookieOf(await signInForm(server(), member));
    for (const to of ["/admin", "/ADMIN", "/Admin/indhold"]) {
      const response = await fetchFresh(
        `${server().url}/auth?redirectTo=${encodeURIComponent(to)}`,
        { headers: { cookie }, redirect: "manual" },
      );
      // Not sent on to the admin, which would send them straight back (a redirect loop).
      expect(response.status, to).toBe(200);
      const page = await response.text();
      expect(page).toContain("Du er logget ind som");
      expect(page).toContain(member.email);
    }
  });

  it("the /auth form says beside each field what is missing, in Danish, and keeps the address", async () => {
    const post = (fields: Record<string, string>) =>
      fetchFresh(`${server().url}/auth`, {
        method: "POST",
        headers: {
          origin: server().url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": nextClientAddress(),
        },
        body: new URLSearchParams(fields),
      });
    const empty = await post({ email: "", password: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toMatch(/id="sign-in-email-error"[^>]*>Skriv din e-mailadresse</);
    expect(emptyHtml).toMatch(/id="sign-in-password-error"[^>]*>Skriv din adgangskode</);
    expect(emptyHtml).toMatch(/<form[^>]*noValidate/i);

    const half = await post({ email: "ikke-en-adresse", password: "noget" });
    expect(half.status).toBe(400);
    const halfHtml = await half.text();
    expect(halfHtml).toMatch(/id="sign-in-email-error"[^>]*>Skriv en hel e-mailadresse/);
    expect(halfHtml).toContain('value="ikke-en-adresse"');
    expect(halfHtml).not.toContain("sign-in-password-error");
    expect(half.headers.getSetCookie().join()).not.toContain("session_token");
  });

  it("/auth.data answers an unknown e-mail and a wrong password with one status and body", async () => {
    const attempt = (email: string) =>
      fetchFresh(`${server().url}/auth.data`, {
        method: "POST",
        headers: {
          origin: server().url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": nextClientAddress(),
        },
        body: new URLSearchParams({ email, password: "forkert-kode-123" }),
      });
    const unknown = "ukendt@test.example";
    const [wrong, missing] = [await attempt(admin.email), await attempt(unknown)];
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    // The typed address comes back to its field; apart from it, not a byte differs.
    const same = (text: string, email: string) => text.replaceAll(email, "ADDRESS");
    expect(same(await wrong.text(), admin.email)).toBe(same(await missing.text(), unknown));
  });

  it("an already signed-in admin visiting /auth is sent on", async () => {
    const cookie = cookieOf(await signInForm(server(), admin));
    const response = await fetchFresh(`${server().url}/auth?redirectTo=%2Fbooking`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/booking");
  });

  it("the root loader knows the viewer from the server-side session", async () => {
    const cookie = cookieOf(await signInForm(server(), admin));
    const anonymous = await (await fetchFresh(`${server().url}/`)).text();
    expect(anonymous).not.toContain(admin.email);
    const page = await (await fetchFresh(`${server().url}/`, { headers: { cookie } })).text();
    expect(page).toContain(admin.email);
    expect(page).toMatch(/\\"role\\",\\"admin\\"/);
  });

  it("/logout deletes the server session: the old cookie gets nothing afterwards", async () => {
    const cookie = cookieOf(await signInForm(server(), admin));
    const client = apiClient(server().url, cookie);
    expect((await client.get("/api/admin/testimonials")).status).toBe(200);
    const out = await fetchFresh(`${server().url}/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: server().url },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.get("set-cookie")).toMatch(/better-auth\.session_token=;/);
    expect((await client.get("/api/admin/testimonials")).status).toBe(401);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("removing the admin role takes effect on the next request", async () => {
    const demoted = addUser({ dataDir: server().dataDir, admin: true });
    const client = await apiClient(server().url).signIn(demoted);
    expect((await client.get("/api/admin/testimonials")).status).toBe(200);
    const run = runUserAdd(["--email", demoted.email, "--no-admin"], {
      dataDir: server().dataDir,
      stdin: `${demoted.password}\n`,
    });
    expect(run.status).toBe(0);
    // A password change (which user:add always makes) also ends the account's sessions.
    expect((await client.get("/api/admin/testimonials")).status).toBe(401);
    const again = await apiClient(server().url).signIn(demoted);
    expect((await again.get("/api/admin/testimonials")).status).toBe(403);
  });
});

/** A server of its own (with `env`) and a member without a role, for the rate-limit cases. */
function withMember(env: Record<string, string> = {}) {
  const server = useServer(env);
  let member: TestUser | undefined;
  beforeAll(async () => {
    member = addUser({ dataDir: server().dataDir });
  });
  return {
    server,
    member: () => {
      if (!member) throw new Error("the member is made in beforeAll");
      return member;
    },
  };
}

describe("sign-in behind a trusted proxy", () => {
  const { server, member: theMember } = withMember({ TRUST_PROXY: "true" });

  it("counts each forwarded client address separately", async () => {
    const member = theMember();
    const client = plainClient(server().url);
    const attempt = (forwardedFor: string) => wrongPassword(client, member, forwardedFor);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await attempt("10.1.1.1")).status);
    expect(statuses).toContain(429);
    expect((await attempt("10.2.2.2")).status).toBe(401);
    expect((await client.signIn(member)).cookie).toContain("better-auth.session_token=");
  });
});

describe("sign-in rate limit without a trusted proxy", () => {
  const { server, member: theMember } = withMember();

  it("rate-limits sign-in per client address, with a retry hint; X-Forwarded-For is not trusted", async () => {
    const member = theMember();
    const client = plainClient(server().url);
    const attempt = (forwardedFor: string) => wrongPassword(client, member, forwardedFor);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push((await attempt(`10.0.0.${index}`)).status);
    }
    expect(statuses).toContain(429);
    const limited = await attempt("10.9.9.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    // The /auth form goes through the same limit and says so in Danish.
    const form = await signInForm(server(), member);
    expect(form.status).toBe(429);
    expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await form.text()).toContain("For mange loginforsøg");
  });
});

/**
 * Sends a body of 40 MB in chunks (no Content-Length) as fast as the server takes it, and stops
 * when the answer comes: how much was sent by then says whether the server read it all first.
 */
function chunkedPost(url: string, type: string) {
  const total = 40 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise<{ status: number; body: string; sent: number; total: number }>(
    (done, fail) => {
      let sent = 0;
      let answered = false;
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          "content-type": type,
          origin: new URL(url).origin,
          "x-forwarded-for": nextClientAddress(),
        },
      });
      request.on("response", (response) => {
        answered = true;
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (text: string) => {
          body += text;
        });
        response.on("end", () => {
          done({ status: response.statusCode ?? 0, body, sent, total });
          request.destroy();
        });
      });
      request.on("error", fail);
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        if (!answered) request.end();
      };
      pump();
    },
  );
}

describe("the anonymous sign-in routes read at most 16 KiB of a body", () => {
  const server = useServer({ TRUST_PROXY: "true" });

  it.each([
    ["/api/auth/sign-in/email", "application/json"],
    ["/auth", "application/x-www-form-urlencoded"],
    ["/auth.data", "application/x-www-form-urlencoded"],
  ])("%s answers a chunked 40 MB body with 413 long before its end", async (path, type) => {
    const { status, body, sent, total } = await chunkedPost(`${server().url}${path}`, type);
    expect(status).toBe(413);
    expect(body).toMatch(/for stort/);
    // What the sockets between the two hold is sent too; the server read none of the rest.
    expect(sent).toBeLessThan(total / 2);
  });

  it.each(["application/json", "text/plain", "multipart/form-data; boundary=x"])(
    "/auth refuses a %s body with 415 before reading it",
    async (type) => {
      const { status, sent, total } = await chunkedPost(`${server().url}/auth`, type);
      expect(status).toBe(415);
      expect(sent).toBeLessThan(total / 2);
    },
  );
});
