import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { auditOf, databaseChecksum } from "#tests/support/checksum.ts";
import { postBody } from "#tests/support/forms.ts";
import { answeredSafely, formBodies } from "#tests/support/fuzz.ts";
import { useServer } from "#tests/support/server.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * Arbitrary input at the form and sign-in endpoints: the /auth form action (document and .data),
 * /logout, and better-auth's JSON sign-in. Never a 500; nothing is written unless the input
 * is the one valid credential pair (a new session), and no input signs in without it — but for
 * the audit log's entry of a refused sign-in (`sign_in.failure`), which is its job; the pair
 * with a field of another JSON type than a string is refused (400), never coerced. The form takes
 * a urlencoded body only (415 for any other, the valid pair too) and at most 16 KiB (413).
 */

const FORM = "application/x-www-form-urlencoded";

/** Form bodies: known and unknown keys, strings of any kind, repeated keys, broken encoding. */
const formBody = formBodies(
  ["email", "password", "redirectTo"],
  fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "grapheme", maxLength: 40 })),
  ["email=%E0%A4%A", "email=a@b&email=c@d&password=x", "a".repeat(17_000)],
);

const jsonBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string(), fc.jsonValue()),
        password: fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue()),
        rememberMe: fc.jsonValue(),
        callbackURL: fc.oneof(fc.webUrl(), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);

describe("form and sign-in endpoints under arbitrary input", () => {
  let user: TestUser;

  const server = useServer({ TRUST_PROXY: "true" });
  const config = () => ({ dataDir: server().dataDir });
  beforeAll(async () => {
    user = addUser({ ...config(), admin: true });
  });

  const send = (path: string, type: string, body: string) =>
    postBody(server().url, path, type, body);

  /**
   * A refused sign-in is logged (docs/api.md#audit-log-and-trash): that entry is the one write
   * allowed.
   */
  const failures = auditOf(["sign_in.failure"]);

  /** Posts `body`: no 500, no stack trace, no session, nothing written; `status` if given. */
  async function unchanged(path: string, type: string, body: string, status?: number) {
    const { response } = await answeredSafely(config(), () => send(path, type, body), {
      label: `${path} ${body.slice(0, 80)}`,
      expected: failures,
    });
    if (status !== undefined) expect(response.status, body).toBe(status);
    expect(response.headers.getSetCookie().join(), body).not.toMatch(/session_token=[^;]/);
  }

  it.each(["/auth", "/auth.data", "/logout"])(
    "%s never answers 500 and writes nothing",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(formBody, (body) => unchanged(path, FORM, body)),
        { numRuns: 40 },
      );
    },
  );

  it.each(["/auth", "/auth.data"])(
    "%s refuses any body that is not a urlencoded form with 415, the valid pair too",
    async (path) => {
      const multipart = (fields: Record<string, string>) =>
        `${Object.entries(fields)
          .map(
            ([name, value]) =>
              `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join("")}--fuzz--\r\n`;
      const pair = { email: user.email, password: user.password };
      const body = fc.oneof(
        jsonBody,
        formBody,
        fc.constant(JSON.stringify(pair)),
        fc.constant(multipart(pair)),
        fc.string({ maxLength: 200 }).map((text) => `--fuzz\r\n${text}`),
      );
      const type = fc.constantFrom(
        "application/json",
        "text/plain",
        "multipart/form-data; boundary=fuzz",
        "multipart/form-data",
        "application/octet-stream",
      );
      await fc.assert(
        fc.asyncProperty(type, body, (contentType, text) =>
          unchanged(path, contentType, text, 415),
        ),
        { numRuns: 40 },
      );
    },
  );

  it.each(["/auth", "/auth.data"])(
    "%s answers a form over 16 KiB with 413 and writes nothing",
    async (path) => {
      const padding = fc.integer({ min: 16 * 1024 + 1, max: 64 * 1024 });
      await fc.assert(
        fc.asyncProperty(padding, (size) => {
          const body = new URLSearchParams({ email: user.email, password: user.password });
          body.set("pad", "x".repeat(size));
          return unchanged(path, FORM, body.toString(), 413);
        }),
        { numRuns: 5 },
      );
    },
  );

  it("better-auth's sign-in answers a JSON body over 16 KiB with 413 and writes nothing", async () => {
    const body = JSON.stringify({ ...user, pad: "x".repeat(17 * 1024) });
    await unchanged("/api/auth/sign-in/email", "application/json", body, 413);
  });

  it("better-auth's sign-in never answers 500 and writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, (body) =>
        unchanged("/api/auth/sign-in/email", "application/json", body),
      ),
      { numRuns: 40 },
    );
  });

  it("better-auth's sign-in refuses the valid pair with a field of the wrong JSON type", async () => {
    const lookalikes = (text: string) => [[text], { value: text }, 12345678, true, null];
    const wrongType = fc.constantFrom("email" as const, "password" as const).chain((field) =>
      fc.tuple(
        fc.constant(field),
        fc.oneof(
          fc.constantFrom(...lookalikes(user[field])),
          fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== "string"),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(wrongType, ([field, value]) =>
        unchanged(
          "/api/auth/sign-in/email",
          "application/json",
          JSON.stringify({ ...user, [field]: value }),
          400,
        ),
      ),
      { numRuns: 30 },
    );
  });

  it("the valid pair among them does sign in, so the checks above can see a write", async () => {
    const before = await databaseChecksum(config());
    const body = new URLSearchParams({ ...user }).toString();
    const response = await send("/auth", FORM, body);
    expect(response.status).toBe(302);
    expect(await databaseChecksum(config())).not.toBe(before);
  });
});
