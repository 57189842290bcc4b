import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { invited, postWelcome } from "#tests/support/accounts.ts";
import { type ApiClient, nextClientAddress } from "#tests/support/api-client.ts";
import { withDatabase } from "#tests/support/databases.ts";
import { answeredSafely, formBodies, STACK_TRACE } from "#tests/support/fuzz.ts";
import { useFuzzServer } from "#tests/support/server.ts";

/**
 * Arbitrary input at the staff accounts' endpoints (docs/api.md#staff-accounts): the users API, the
 * `/admin/personale` form action and the invitation's page. Never a 500 or a stack trace; rows
 * change only when the answer says something was done.
 */

const fields = (keys: string[]) =>
  fc.record(
    Object.fromEntries(
      keys.map((key) => [
        key,
        fc.oneof(fc.string({ maxLength: 60 }), fc.emailAddress(), fc.jsonValue({ maxDepth: 1 })),
      ]),
    ),
    { requiredKeys: [] },
  );

const jsonBody = fc.oneof(
  fields(["email", "name", "role", "active", "id"]).map((value) => JSON.stringify(value)),
  fc
    .record({
      email: fc.emailAddress(),
      name: fc.string({ minLength: 1, maxLength: 120 }),
      role: fc.constantFrom("admin", "staff", "owner", ""),
    })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);

const formBody = formBodies(
  ["email", "name", "role", "intent", "id", "password", "repeat"],
  fc.oneof(
    fc.string({ maxLength: 140 }),
    fc.constantFrom("deactivate", "activate", "role-admin", "role-staff", "resend", "save"),
  ),
  ["password=%E0%A4%A", "password=a&password=b&repeat=a"],
);

describe("the staff accounts' endpoints under arbitrary input", () => {
  let admin: ApiClient;
  let staffId: string;
  const { config, signedIn } = useFuzzServer();
  beforeAll(async () => {
    admin = await signedIn({ admin: true });
    staffId = (await invited(admin)).id;
  });

  it.each([
    {
      name: "POST /api/admin/users: 201, 400, 409 or 413, and a row only with 201",
      method: "POST",
      path: () => "/api/admin/users",
      done: 201,
      answers: [201, 400, 409, 413],
    },
    {
      name: "PATCH /api/admin/users/:id: 200, 400 or 409, and a change only with 200",
      method: "PATCH",
      path: () => `/api/admin/users/${staffId}`,
      done: 200,
      answers: [200, 400, 409],
    },
  ])("$name", async ({ method, path, done, answers }) => {
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        const { response } = await answeredSafely(
          config(),
          () => admin.request(path(), { method, body }),
          { label: body, wrote: (status) => status === done },
        );
        expect(answers).toContain(response.status);
      }),
      { numRuns: 40 },
    );
  });

  it("the /admin/personale form: never 500, nothing changed by a refusal", async () => {
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    await fc.assert(
      fc.asyncProperty(formBody, async (body) => {
        await answeredSafely(
          config(),
          () => admin.request("/admin/personale", { method: "POST", headers, body }),
          { label: body, wrote: (status) => status < 400 },
        );
      }),
      { numRuns: 40 },
    );
  });

  it("the invitation's page: never 500, and the password set only by the one 303", async () => {
    const created = await admin.post("/api/admin/users", {
      email: `fuzz-${nextClientAddress()}@test.example`,
      name: "Fuzz",
      role: "staff",
    });
    const { id, invite_url: url } = await created.json();
    const password = () =>
      withDatabase(config(), (db) =>
        db.selectFrom("account").select("password").where("userId", "=", id).executeTakeFirst(),
      );
    let accepted = false;
    const valid = fc.constant("password=en-lang-kode-1&repeat=en-lang-kode-1");
    await fc.assert(
      fc.asyncProperty(fc.oneof(formBody, formBody, valid), async (body) => {
        const response = await postWelcome(url, Object.fromEntries(new URLSearchParams(body)));
        const text = await response.text();
        expect([303, 400, 404, 413]).toContain(response.status);
        expect(text).not.toMatch(STACK_TRACE);
        if (response.status === 303) accepted = true;
        expect(Boolean(await password()), body).toBe(accepted);
      }),
      { numRuns: 40 },
    );
    expect(accepted).toBe(true);
  });
});
