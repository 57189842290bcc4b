import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { postWelcome } from "#tests/support/accounts.ts";
import { apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { postForm, useServerWithMail } from "#tests/support/forms.ts";
import { linkIn } from "#tests/support/smtp.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The secrets of mailed links (docs/security.md): an invitation (`/velkommen/TOKEN`), a password
 * reset (`/auth/nulstil/TOKEN`) and a registration (`/tilmelding/TOKEN`) never reach a line of
 * the server's output, however the path is spelled or asked for, and their pages send
 * `Referrer-Policy: no-referrer` — while their forms, which a browser then posts with
 * `Origin: null`, keep working from the page itself and only from there.
 */

/** A made-up secret of a real one's shape (32 random bytes, base64url). */
const madeUp = (mark: string) => `${mark}${"Q".repeat(43 - mark.length)}`;

/** Sent raw with node:http: fetch() would set `Origin` and `Sec-Fetch-*` of its own. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; location: string | undefined; cookies: string[] }>(
    (done, fail) => {
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
          "sec-fetch-mode": "navigate",
          connection: "close",
          ...headers,
        },
      });
      request.on("response", (response) => {
        response.resume();
        done({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          cookies: response.headers["set-cookie"] ?? [],
        });
      });
      request.on("error", fail);
      request.end(body);
    },
  );
}

/** What is logged does not depend on the database: SQLite alone. */
const onSqlite = testDatabases().slice(0, 1);

describe.each(onSqlite)("mailed links' secrets on $name", (kind) => {
  const { smtp, server, database } = useServerWithMail(kind);
  let invitation = "";
  let reset = "";
  const registration = madeUp("tilmeldingshemmelighed");

  beforeAll(async () => {
    const admin = await apiClient(server().url, "", { spreadAddresses: true }).signIn(
      addUser({ ...database(), admin: true }),
    );
    const invited = await admin.post("/api/admin/users", {
      email: "log-test@test.example",
      name: "Log Test",
      role: "staff",
    });
    invitation = new URL((await invited.json()).invite_url).pathname.split("/").at(-1) ?? "";
    const person = addUser({ ...database(), staff: true });
    expect((await postForm(server().url, "/auth/glemt", { email: person.email })).status).toBe(200);
    const mail = await (await smtp).waitFor(person.email);
    reset = new URL(linkIn(mail, `${server().url}/auth/nulstil/`)).pathname.split("/").at(-1) ?? "";
    expect(invitation).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reset).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  const pages = (): [string, string][] => [
    ["/velkommen", invitation],
    ["/auth/nulstil", reset],
    ["/tilmelding", registration],
    ["/velkommen", madeUp("ukendtinvitation")],
    ["/auth/nulstil", madeUp("ukendtnulstilling")],
  ];

  it("never writes a link's secret to the log, in any spelling or kind of request", async () => {
    const url = server().url;
    for (const [base, token] of pages()) {
      for (const path of [
        `${base}/${token}`,
        `${base}/${token}.data`,
        `${base}/${token}?_routes=root`,
        `${base.toUpperCase()}/${token}`,
        `${base}/${token}/`,
        `${base}//${token}`,
        `${base}/${token}/mere`,
      ]) {
        await (await fetchFresh(`${url}${path}`, { redirect: "manual" })).arrayBuffer();
        await fetchFresh(`${url}${path}`, { method: "HEAD", redirect: "manual" });
      }
      // Posts that a form would send (refused: too short), and one from another site.
      await postForm(url, `${base}/${token}`, { password: "kort", repeat: "kort" });
      await postForm(url, `${base}/${token}.data`, { password: "kort", repeat: "kort" });
      await rawPost(`${url}${base}/${token}`, { "sec-fetch-site": "cross-site" }, "password=x");
    }
    await fetchFresh(`${url}/healthz`, { headers: { "x-request-id": "secrets-done" } });
    await server().lineWith('"request_id":"secrets-done"');
    const output = server().output();
    for (const [, token] of pages()) {
      expect(output).not.toContain(token);
      // Nor a part of it long enough to narrow a guess.
      expect(output).not.toContain(token.slice(0, 12));
    }
    // The lines are there, with the secret left out.
    for (const base of ["/velkommen", "/auth/nulstil", "/tilmelding"]) {
      expect(output).toContain(`"path":"${base}/…"`);
    }
  });

  it("sends Referrer-Policy: no-referrer from every page that holds a secret, and only there", async () => {
    const url = server().url;
    for (const [base, token] of pages()) {
      for (const path of [`${base}/${token}`, `${base}/${token}.data`]) {
        const response = await fetchFresh(`${url}${path}`, { redirect: "manual" });
        expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
        expect(response.headers.get("cache-control"), path).toBe("no-store");
      }
    }
    for (const path of ["/", "/auth", "/auth/glemt", "/begivenheder"]) {
      const response = await fetchFresh(`${url}${path}`);
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("the pages' forms work as a browser posts them there (Origin: null, same origin), and only so", async () => {
    const url = server().url;
    const fromThePage = { origin: "null", "sec-fetch-site": "same-origin" };
    // A made-up link answers as an unknown one: the post reached the page's action.
    const unknown = await rawPost(
      `${url}/velkommen/${madeUp("ukendtinvitation")}`,
      fromThePage,
      "password=en-lang-kode-1&repeat=en-lang-kode-1",
    );
    expect(unknown.status).toBe(404);
    // `null` from another site, or without the browser's word for where it came from: refused.
    for (const headers of [
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "null", "sec-fetch-site": "same-site" },
      { origin: "null" },
    ] as Record<string, string>[]) {
      const refused = await rawPost(
        `${url}/velkommen/${invitation}`,
        headers,
        "password=en-lang-kode-1&repeat=en-lang-kode-1",
      );
      expect(refused.status, JSON.stringify(headers)).toBe(403);
    }
    // The real invitation, taken up from its page: the password set and signed in.
    const password = "en-lang-kode-til-log-test";
    const accepted = await postWelcome(
      `${url}/velkommen/${invitation}`,
      { password, repeat: password },
      fromThePage,
    );
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/admin");
    expect(accepted.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=[^;]/);
    const changed = await rawPost(
      `${url}/auth/nulstil/${reset}`,
      fromThePage,
      "password=en-ny-lang-kode-1&confirm=en-ny-lang-kode-1",
    );
    expect(changed.status).toBe(200);
  });
});
