import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonialInput, testimonialUpdate } from "../../app/features/testimonials/schema.ts";
import { type ApiClient, apiClient } from "../support/api-client.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { addUser } from "../support/users.ts";

/** Arbitrary JSON at the admin endpoints: never a 500; rows change only for valid input. */

const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, fc.jsonValue());

const body = fc.record(
  {
    name: field(fc.string({ maxLength: 120 })),
    comment: field(fc.string({ maxLength: 60 })),
    rating: field(fc.integer({ min: -1, max: 7 })),
    location: field(fc.string({ maxLength: 110 })),
    gaming_type: field(fc.option(fc.string({ maxLength: 60 }))),
    is_featured: field(fc.boolean()),
    is_active: field(fc.boolean()),
    version: field(fc.integer({ min: 0, max: 3 })),
    id: fc.string(),
  },
  { requiredKeys: [] },
);

describe("admin API under arbitrary input", () => {
  let server: RunningServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    admin = await apiClient(server.url).signIn(addUser({ dataDir: server.dataDir, admin: true }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const rows = async () => (await (await admin.get("/api/admin/testimonials")).json()).testimonials;

  it("POST answers 201 exactly for valid input and 400 otherwise", async () => {
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = (await rows()).length;
        const response = await admin.post("/api/admin/testimonials", input);
        const valid = testimonialInput.safeParse(input).success;
        expect(response.status).toBe(valid ? 201 : 400);
        expect((await rows()).length).toBe(before + (valid ? 1 : 0));
      }),
      { numRuns: 60 },
    );
  });

  it("PUT answers 200, 400 or 409 and changes the row only when it answers 200", async () => {
    const created = await admin.post("/api/admin/testimonials", { name: "Fuzz", comment: "Mål" });
    const { id } = await created.json();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const find = async () => (await rows()).find((row: { id: string }) => row.id === id);
        const before = await find();
        const response = await admin.put(`/api/admin/testimonials/${id}`, input);
        const parsed = testimonialUpdate.safeParse(input);
        if (!parsed.success) expect(response.status).toBe(400);
        else expect(response.status).toBe(parsed.data.version === before.version ? 200 : 409);
        const after = await find();
        if (response.status === 200) expect(after.version).toBe(before.version + 1);
        else expect(after).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
