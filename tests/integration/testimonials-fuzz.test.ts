import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  apiSubmissionInputs,
  testimonialInput,
  testimonialUpdate,
} from "#app/features/testimonials/schema.ts";
import { type ApiClient, apiClient } from "#tests/support/api-client.ts";
import { addsExactlyValid } from "#tests/support/fuzz.ts";
import { useServerWithAdmin } from "#tests/support/server.ts";

/**
 * Arbitrary JSON at the admin endpoints: never a 500; rows change only for valid input; a field
 * of the wrong JSON type is refused, never coerced.
 */

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

/**
 * The JSON type each field takes; a value of any other JSON type is refused, never coerced
 * (`"5"`, `[5]` or `true` for a rating; `"true"` or `1` for a flag; a number for a text).
 */
const TAKES = {
  name: (value: unknown) => typeof value === "string",
  comment: (value: unknown) => typeof value === "string",
  rating: (value: unknown) => typeof value === "number",
  location: (value: unknown) => typeof value === "string" || value === null,
  gaming_type: (value: unknown) => typeof value === "string" || value === null,
  is_featured: (value: unknown) => typeof value === "boolean",
  is_active: (value: unknown) => typeof value === "boolean",
  version: (value: unknown) => typeof value === "number",
} as const;

type Field = keyof typeof TAKES;

/** Values that look right but have the wrong type, then any JSON of another type. */
const LOOKALIKES: Record<Field, unknown[]> = {
  name: [5, ["Mads"], { name: "Mads" }, true, null],
  comment: [5, ["Fedt"], { text: "Fedt" }, false, null],
  rating: ["5", "4", " 3 ", "", [5], { value: 5 }, true, false, null],
  location: [2000, ["Frederiksberg"], { city: "Frederiksberg" }, true],
  gaming_type: [5, ["VIP"], { type: "VIP" }, false],
  is_featured: ["true", "false", 1, 0, [true], { value: true }, null],
  is_active: ["true", "false", 1, 0, [false], { value: false }, null],
  version: ["1", [1], { version: 1 }, true, null],
};

const wrongTypeOf = (field: Field) =>
  fc.oneof(
    fc.constantFrom(...LOOKALIKES[field]),
    fc.jsonValue({ maxDepth: 2 }).filter((value) => !TAKES[field](value)),
  );

const wrongType = (fields: Field[]) =>
  fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), wrongTypeOf(field)));

/** The fields of the admin's add and edit, from the schema itself. */
const INPUT_FIELDS = Object.keys(testimonialInput.shape) as Field[];

const validBody = {
  name: "Typet",
  comment: "Felterne har den rigtige type",
  rating: 4,
  location: "Frederiksberg",
  gaming_type: "VIP",
  is_featured: false,
  is_active: true,
};

describe("admin API under arbitrary input", () => {
  const { admin } = useServerWithAdmin();

  /** Every row, counted by the list's counts (the list itself comes one page at a time). */
  const count = async () => {
    const { counts } = await (await admin().get("/api/admin/testimonials?limit=1")).json();
    return counts.pending + counts.approved + counts.rejected;
  };
  const rowOf = async (id: string) =>
    (await admin().get(`/api/admin/testimonials/${encodeURIComponent(id)}`)).json();

  it("POST answers 201 exactly for valid input and 400 otherwise", async () => {
    const post = (input: unknown) => admin().post("/api/admin/testimonials", input);
    await addsExactlyValid(body, testimonialInput, post, { status: 201, rows: count, numRuns: 60 });
  });

  /**
   * `validBody` with one of `fields` of a wrong JSON type, sent by `send`: 400 with that field's
   * error alone, and `state()` as it was before.
   */
  const refusesEachWrongType = <State>(
    fields: Field[],
    state: () => Promise<State>,
    send: (body: Record<string, unknown>, before: State) => Promise<Response>,
  ) =>
    fc.assert(
      fc.asyncProperty(wrongType(fields), async ([field, value]) => {
        const before = await state();
        const response = await send({ ...validBody, [field]: value }, before);
        expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys((await response.json()).fieldErrors)).toEqual([field]);
        expect(await state()).toEqual(before);
      }),
      { numRuns: 60 },
    );

  it("POST refuses a field of the wrong JSON type with 400 and that field's error, and adds nothing", async () => {
    await refusesEachWrongType(INPUT_FIELDS, count, (input) =>
      admin().post("/api/admin/testimonials", input),
    );
  });

  it("PUT refuses a field of the wrong JSON type with 400 and that field's error, and changes nothing", async () => {
    const created = await admin().post("/api/admin/testimonials", validBody);
    const { id } = await created.json();
    await refusesEachWrongType(
      [...INPUT_FIELDS, "version"],
      () => rowOf(id),
      (input, before) =>
        admin().put(`/api/admin/testimonials/${id}`, { version: before.version, ...input }),
    );
  });

  it("PUT answers 200, 400 or 409 and changes the row only when it answers 200", async () => {
    const created = await admin().post("/api/admin/testimonials", { name: "Fuzz", comment: "Mål" });
    const { id } = await created.json();
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const find = () => rowOf(id);
        const before = await find();
        const response = await admin().put(`/api/admin/testimonials/${id}`, input);
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

describe("the public review endpoint under arbitrary input", () => {
  let visitor: ApiClient;
  const { server, admin } = useServerWithAdmin({ TRUST_PROXY: "true" });
  beforeAll(async () => {
    // Each request from its own address: the hourly limit is proven in reviews.test.ts.
    visitor = apiClient(server().url, "", { spreadAddresses: true });
  });
  const pending = async () =>
    (await (await admin().get("/api/admin/testimonials?limit=1")).json()).counts.pending;

  const review = fc.record(
    {
      name: field(fc.string({ maxLength: 120 })),
      comment: field(fc.string({ maxLength: 60 })),
      rating: field(fc.integer({ min: -1, max: 7 })),
      gaming_type: field(fc.option(fc.string({ maxLength: 60 }))),
      is_featured: field(fc.boolean()),
      status: fc.constantFrom("approved", "pending", "rejected"),
      id: fc.string(),
    },
    { requiredKeys: [] },
  );

  it("answers 202 exactly for valid input, never a 500, and stores at most one pending row", async () => {
    const post = (input: unknown) => visitor.post("/api/testimonials", input);
    const noneShown = async () => {
      expect((await (await visitor.get("/api/testimonials")).json()).count).toBe(0);
    };
    // A repeat of the same text is kept once.
    const options = { status: 202, rows: pending, numRuns: 80, keptOnce: true, also: noneShown };
    await addsExactlyValid(review, apiSubmissionInputs.da, post, options);
  });
});
