import { describe, expect, it } from "vitest";
import { migrate } from "#app/platform/migrate.server.ts";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listAdmin,
  listPublic,
  updateTestimonial,
} from "./queries.server.ts";
import { type TestimonialInput, testimonialInput, testimonialUpdate } from "./schema.ts";

const SITE = "Frederiksberg Gaming Center";
const ACTOR = "admin@example.dk";

const input = (fields: Partial<TestimonialInput> & { name?: string }): TestimonialInput =>
  testimonialInput.parse({ name: "Gæst", comment: "Godt sted", ...fields });

describe.each(testDatabases())("testimonial data on $name", (kind) => {
  const database = useDatabase(kind, { migrated: false });

  it("migrates an empty database, and a second run has nothing left to do", async () => {
    const applied = await migrate(database());
    expect(applied).toContain("001-testimonials-and-roles: Success");
    expect(applied).toContain("002-visitor-reviews: Success");
    const tables = (await database().db.introspection.getTables()).map((table) => table.name);
    for (const table of ["testimonials", "user_roles", "user", "session", "account", "rateLimit"]) {
      expect(tables).toContain(table);
    }
    expect(await migrate(database())).toEqual([]);
  });

  it("fills the defaults of a new testimonial", async () => {
    const created = await createTestimonial(database().db, input({ name: "  Ida  " }), SITE, ACTOR);
    expect(created).toMatchObject({
      name: "Ida",
      rating: 5,
      location: SITE,
      gaming_type: null,
      is_featured: false,
      is_active: true,
      version: 1,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect(created.updated_at).toBe(created.created_at);
    await deleteTestimonial(database().db, created.id, ACTOR);
  });

  it("stores SQL metacharacters exactly as typed", async () => {
    const comment = `'); drop table testimonials; -- "quoted" \\ æøå`;
    const created = await createTestimonial(database().db, input({ comment }), SITE, ACTOR);
    expect((await findTestimonial(database().db, created.id))?.comment).toBe(comment);
    await deleteTestimonial(database().db, created.id, ACTOR);
  });

  it("has no testimonials, average 0 and count 0 when empty", async () => {
    expect(await listPublic(database().db)).toEqual({ testimonials: [], average: 0, count: 0 });
  });

  it("shows 6 active testimonials, featured first then newest; average and count over all active", async () => {
    const ids: Record<string, string> = {};
    const rows: [string, number, boolean, boolean][] = [
      ["old-featured", 5, true, true],
      ["a", 4, false, true],
      ["inactive", 1, false, false],
      ["b", 3, false, true],
      ["c", 5, false, true],
      ["new-featured", 4, true, true],
      ["d", 4, false, true],
      ["e", 5, false, true],
      ["inactive-featured", 1, true, false],
    ];
    for (const [name, rating, is_featured, is_active] of rows) {
      ids[name] = (
        await createTestimonial(
          database().db,
          input({ name, rating, is_featured, is_active }),
          SITE,
          ACTOR,
        )
      ).id;
    }
    const result = await listPublic(database().db);
    expect(result.testimonials.map((row) => row.id)).toEqual(
      ["new-featured", "old-featured", "e", "d", "c", "b"].map((name) => ids[name]),
    );
    // The pages' fields: the API's four and the language, which the API leaves out.
    expect(Object.keys(result.testimonials[0] ?? {}).sort()).toEqual([
      "comment",
      "id",
      "is_featured",
      "lang",
      "rating",
    ]);
    expect(result.testimonials[0]?.lang).toBe("da");
    expect(result.testimonials[0]?.is_featured).toBe(true);
    // 7 active: 5+4+3+5+4+4+5 = 30 → 4.2857… → 4.3
    expect(result.count).toBe(7);
    expect(result.average).toBe(4.3);
  });

  it("lists every row for the admin, newest first", async () => {
    const page = await listAdmin(database().db, { limit: 50 });
    const all = page.testimonials;
    expect(all).toHaveLength(9);
    expect(page.next).toBeNull();
    expect(page.counts).toEqual({ pending: 0, approved: 9, rejected: 0 });
    expect(all[0]?.name).toBe("inactive-featured");
    expect(all.at(-1)?.name).toBe("old-featured");
    const stamps = all.map((row) => row.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it("saves an edit only from the current version; a stale version changes nothing", async () => {
    const row = await createTestimonial(database().db, input({ name: "Version" }), SITE, ACTOR);
    const edit = testimonialUpdate.parse({ ...row, comment: "Første ændring", location: "" });
    const first = await updateTestimonial(database().db, row.id, edit, SITE, ACTOR);
    expect(first.ok && first.testimonial).toMatchObject({
      comment: "Første ændring",
      location: SITE,
      version: 2,
    });
    const stale = await updateTestimonial(
      database().db,
      row.id,
      { ...edit, comment: "Forældet ændring" },
      SITE,
      ACTOR,
    );
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    const stored = await findTestimonial(database().db, row.id);
    expect(stored).toMatchObject({ comment: "Første ændring", version: 2 });
  });

  it("lets exactly one of 20 parallel saves from the same version win", async () => {
    const row = await createTestimonial(database().db, input({ name: "Kapløb" }), SITE, ACTOR);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        updateTestimonial(
          database().db,
          row.id,
          testimonialUpdate.parse({ ...row, comment: `Gemt af nr. ${index}` }),
          SITE,
          ACTOR,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "conflict")).toHaveLength(19);
  });

  it("deletes once; editing a deleted row is 'not found' and never re-creates it", async () => {
    const row = await createTestimonial(database().db, input({ name: "Slettes" }), SITE, ACTOR);
    expect(await deleteTestimonial(database().db, row.id, ACTOR)).toBe(true);
    expect(await deleteTestimonial(database().db, row.id, ACTOR)).toBe(false);
    const edit = testimonialUpdate.parse({ ...row });
    expect(await updateTestimonial(database().db, row.id, edit, SITE, ACTOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await findTestimonial(database().db, row.id)).toBeNull();
  });

  it("refuses a role for a user that does not exist (foreign keys on)", async () => {
    await expect(
      database().db.insertInto("user_roles").values({ user_id: "nobody", role: "admin" }).execute(),
    ).rejects.toThrow();
  });
});
