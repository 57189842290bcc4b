import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchFresh } from "#tests/support/api-client.ts";
import { auditOf } from "#tests/support/checksum.ts";
import { cookiesOf, postBody, postForm } from "#tests/support/forms.ts";
import { answeredSafely, formBodies } from "#tests/support/fuzz.ts";
import { useServer } from "#tests/support/server.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * Arbitrary input at the account forms
 * (docs/api.md#sign-in-a-forgotten-password-and-the-account-page): `/auth/glemt`,
 * `/auth/nulstil/TOKEN`, the sign-in's code step and every form of `/admin/konto`. Never a 500,
 * nothing written for a refused post, never a stack trace; a body over 16 KiB is 413 and one that
 * is no form 415 (or 400 where the page reads any body).
 */

const FORM = "application/x-www-form-urlencoded";

const value = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "123456", "abcde-12345", "a@b.dk", "x".repeat(129)),
);

const body = (keys: string[]) =>
  formBodies(keys, value, ["email=%E0%A4%A", "password=a&password=b&confirm=a"]);

describe("the account forms under arbitrary input", () => {
  let person: TestUser;
  let cookie = "";

  const server = useServer({ TRUST_PROXY: "true" });
  const config = () => ({ dataDir: server().dataDir });
  beforeAll(async () => {
    person = addUser({ ...config(), staff: true });
    cookie = cookiesOf(
      await postForm(server().url, "/auth", { email: person.email, password: person.password }),
    );
  });

  /** Counting requests is the limits' job, and a refused sign-in is logged: those writes may happen. */
  const counted = (table: string, row: Record<string, unknown>) =>
    table === "review_submissions" || auditOf(["sign_in.failure"])(table, row);

  const send = (path: string, type: string, text: string) =>
    postBody(server().url, path, type, text, path.startsWith("/admin") ? cookie : "");

  /** Posts `text`; a refusal (4xx) changes nothing, and no answer is a 500 or a stack trace. */
  async function checked(path: string, text: string, type = FORM) {
    const { response } = await answeredSafely(config(), () => send(path, type, text), {
      label: `${path} ${text.slice(0, 80)}`,
      wrote: (status) => status < 400,
      expected: counted,
    });
    return response.status;
  }

  it.each([
    ["/auth/glemt", ["email"]],
    ["/auth/nulstil/et-ukendt-token", ["password", "confirm"]],
    ["/auth", ["step", "code", "redirectTo"]],
  ] as const)("%s never answers 500 and a refusal writes nothing", async (path, keys) => {
    const withStep =
      path === "/auth" ? body([...keys]).map((text) => `step=code&${text}`) : body([...keys]);
    await fc.assert(
      fc.asyncProperty(withStep, async (text) => {
        await checked(path, text);
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ["password", ["current", "password", "confirm"]],
    ["two-factor-on", ["password"]],
    ["two-factor-confirm", ["code"]],
    ["two-factor-off", ["password"]],
  ] as const)(
    "/admin/konto's %s form never answers 500 and a refusal writes nothing",
    async (form, keys) => {
      await fc.assert(
        fc.asyncProperty(body([...keys]), async (text) => {
          await checked("/admin/konto", `form=${form}&${text}`);
        }),
        { numRuns: 30 },
      );
    },
  );

  it("/admin/konto's name form never answers 500 and a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(body(["name", "version", "intent"]), async (text) => {
        await checked("/admin/konto", `form=name&${text}`);
      }),
      { numRuns: 30 },
    );
  });

  it.each(["/auth/glemt", "/auth/nulstil/et-token", "/admin/konto"])(
    "%s answers a form over 16 KiB with 413, and other bodies with a 4xx",
    async (path) => {
      expect(await checked(path, `email=a%40b.dk&name=x&pad=${"x".repeat(17 * 1024)}`)).toBe(413);
      for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
        const status = await checked(path, '{"email":"a@b.dk","password":"x"}', type);
        expect(status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
      }
    },
  );

  it("the session above stayed signed in, so the posts reached the forms", async () => {
    const page = await fetchFresh(`${server().url}/admin/konto`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await checked("/admin/konto", "form=password&current=x")).toBe(400);
  });
});
