import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/db/database.server.ts";
import { migrate } from "#app/platform/migrate.server.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { findTestimonial, listAdmin, listPublic } from "./queries.server.ts";
import {
  approveReview,
  hasLink,
  rejectReview,
  SUBMISSIONS_PER_HOUR,
  submitReview,
} from "./reviews.server.ts";
import { type ReviewInput, reviewInput } from "./schema.ts";

const SITE = "Frederiksberg Gaming Center";
const review = (fields: Partial<ReviewInput> = {}): ReviewInput =>
  reviewInput.parse({ name: "Gæst", comment: "Godt sted", rating: 4, ...fields });

describe.each(testDatabases())("visitor reviews on $name", ({ create }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const config = await create();
    dispose = config.dispose;
    handle = openDatabase(config);
    await migrate(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await dispose?.();
  });

  it("keeps a submission pending and out of public view until approved", async () => {
    const result = await submitReview(
      handle.db,
      review({ comment: "Vent og se" }),
      "10.0.0.1",
      SITE,
    );
    if (result.kind !== "stored") throw new Error(result.kind);
    expect(result.testimonial).toMatchObject({
      status: "pending",
      location: SITE,
      is_active: true,
    });
    expect((await listPublic(handle.db)).count).toBe(0);

    const approved = await approveReview(handle.db, result.testimonial.id);
    expect(approved).toMatchObject({ status: "approved", is_active: true, version: 2 });
    expect(await listPublic(handle.db)).toMatchObject({ count: 1, average: 4 });

    const rejected = await rejectReview(handle.db, result.testimonial.id, "spam");
    expect(rejected).toMatchObject({ status: "rejected", is_active: false, reject_reason: "spam" });
    expect((await listPublic(handle.db)).count).toBe(0);
    expect(await approveReview(handle.db, "no-such-id")).toBeNull();
  });

  it(`accepts ${SUBMISSIONS_PER_HOUR} submissions an hour from one address, then refuses`, async () => {
    const address = "10.0.0.2";
    const results = [];
    for (let i = 0; i < SUBMISSIONS_PER_HOUR + 1; i++) {
      results.push(
        (await submitReview(handle.db, review({ comment: `Nr. ${i}` }), address, SITE)).kind,
      );
    }
    expect(results).toEqual([...Array(SUBMISSIONS_PER_HOUR).fill("stored"), "rate-limited"]);
    // Another address is not affected.
    expect(
      (await submitReview(handle.db, review({ comment: "Anden" }), "10.0.0.3", SITE)).kind,
    ).toBe("stored");
  });

  it("stores nothing for a filled honeypot or the same text again", async () => {
    const before = (await listAdmin(handle.db, { limit: 200 })).counts.pending;
    const bot = await submitReview(
      handle.db,
      review({ comment: "Køb billige ting", website: "https://spam.example" }),
      "10.0.0.4",
      SITE,
    );
    expect(bot.kind).toBe("ignored");
    const first = await submitReview(
      handle.db,
      review({ comment: "Super  fed aften!" }),
      "10.0.0.5",
      SITE,
    );
    const again = await submitReview(
      handle.db,
      review({ comment: "super fed aften" }),
      "10.0.0.6",
      SITE,
    );
    expect([first.kind, again.kind]).toEqual(["stored", "ignored"]);
    expect((await listAdmin(handle.db, { limit: 200 })).counts.pending).toBe(before + 1);
  });

  it("spends the page form's start time with its review: posted again it stores nothing", async () => {
    const before = (await listAdmin(handle.db, { limit: 200 })).counts.pending;
    const token = "1700000000000.engang.signatur";
    const first = await submitReview(handle.db, review({ comment: "Ét" }), "10.0.1.1", SITE, token);
    // From another address, with another text: still the same start time.
    const replay = await submitReview(
      handle.db,
      review({ comment: "To" }),
      "10.0.1.2",
      SITE,
      token,
    );
    const fresh = await submitReview(
      handle.db,
      review({ comment: "Tre" }),
      "10.0.1.3",
      SITE,
      `${token}2`,
    );
    expect([first.kind, replay.kind, fresh.kind]).toEqual(["stored", "ignored", "stored"]);
    expect((await listAdmin(handle.db, { limit: 200 })).counts.pending).toBe(before + 2);
  });

  it("flags a comment with a link for the queue", async () => {
    const result = await submitReview(
      handle.db,
      review({ comment: "Se mere på www.eksempel.dk" }),
      "10.0.0.7",
      SITE,
    );
    if (result.kind !== "stored") throw new Error(result.kind);
    expect((await findTestimonial(handle.db, result.testimonial.id))?.has_link).toBe(true);
    expect(hasLink("Fedt sted, kommer igen. Hilsen Bo")).toBe(false);
    expect(hasLink("https://x.io")).toBe(true);
  });

  it("pages the admin list by cursor, filters by status and searches name and comment", async () => {
    for (let i = 0; i < 7; i++) {
      await submitReview(
        handle.db,
        review({
          name: i === 3 ? "Søren Østergaard" : `Side ${i}`,
          comment: `Sidetest ${i} 100%_`,
        }),
        `10.1.0.${i}`,
        SITE,
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAdmin(handle.db, { limit: 3, status: "pending", cursor });
      expect(page.testimonials.length).toBeLessThanOrEqual(3);
      expect(page.testimonials.every((row) => row.status === "pending")).toBe(true);
      seen.push(...page.testimonials.map((row) => row.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    const all = await listAdmin(handle.db, { limit: 200, status: "pending" });
    expect(seen).toEqual(all.testimonials.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);

    const byName = await listAdmin(handle.db, { limit: 50, q: "østergaard" });
    expect(byName.testimonials.map((row) => row.name)).toEqual(["Søren Østergaard"]);
    const byComment = await listAdmin(handle.db, { limit: 50, q: "SIDETEST 4" });
    expect(byComment.testimonials.map((row) => row.name)).toEqual(["Side 4"]);
    // Short searches and LIKE's own wildcards are literal text.
    expect((await listAdmin(handle.db, { limit: 50, q: "%_" })).testimonials).toHaveLength(7);
    expect((await listAdmin(handle.db, { limit: 50, q: "_x" })).testimonials).toHaveLength(0);
    expect((await listAdmin(handle.db, { limit: 50, q: '"ø' })).testimonials).toHaveLength(0);
    // A search keeps working after an edit of the text (the index follows the row).
    const edited = byName.testimonials[0];
    if (!edited) throw new Error("missing row");
    await handle.db
      .updateTable("testimonials")
      .set({ name: "Bent Hansen" })
      .where("id", "=", edited.id)
      .execute();
    expect((await listAdmin(handle.db, { limit: 50, q: "østergaard" })).testimonials).toEqual([]);
    expect((await listAdmin(handle.db, { limit: 50, q: "bent han" })).testimonials).toHaveLength(1);
    // A made-up cursor starts from the top instead of failing.
    const bogus = await listAdmin(handle.db, { limit: 2, cursor: "not-a-cursor" });
    expect(bogus.testimonials).toHaveLength(2);
  });
});
