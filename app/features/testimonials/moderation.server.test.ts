import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import {
  approveTestimonial,
  hasLink,
  rejectTestimonial,
  SUBMISSIONS_PER_HOUR,
  submitTestimonial,
} from "./moderation.server.ts";
import { findTestimonial, listAdmin, listPublic } from "./queries.server.ts";
import { apiSubmissionInputs, type SubmissionInput } from "./schema.ts";

const SITE = "Frederiksberg Gaming Center";
const review = (fields: Partial<SubmissionInput> = {}): SubmissionInput =>
  apiSubmissionInputs.da.parse({ name: "Gæst", comment: "Godt sted", rating: 4, ...fields });

describe.each(testDatabases())("visitor reviews on $name", (kind) => {
  const database = useDatabase(kind);
  /** A visitor at `address` sends `fields` (beside a name and a rating). */
  const submit = (address: string, fields: Partial<SubmissionInput>) =>
    submitTestimonial(database().db, review(fields), address, SITE);

  it("keeps a submission pending and out of public view until approved", async () => {
    const result = await submit("10.0.0.1", { comment: "Vent og se" });
    if (result.kind !== "stored") throw new Error(result.kind);
    expect(result.testimonial).toMatchObject({
      status: "pending",
      location: SITE,
      is_active: true,
    });
    expect((await listPublic(database().db)).count).toBe(0);

    const approved = await approveTestimonial(
      database().db,
      result.testimonial.id,
      "admin@example.dk",
    );
    expect(approved).toMatchObject({ status: "approved", is_active: true, version: 2 });
    expect(await listPublic(database().db)).toMatchObject({ count: 1, average: 4 });

    const rejected = await rejectTestimonial(
      database().db,
      result.testimonial.id,
      "spam",
      "admin@example.dk",
    );
    expect(rejected).toMatchObject({ status: "rejected", is_active: false, reject_reason: "spam" });
    expect((await listPublic(database().db)).count).toBe(0);
    expect(await approveTestimonial(database().db, "no-such-id", "admin@example.dk")).toBeNull();
  });

  it(`accepts ${SUBMISSIONS_PER_HOUR} submissions an hour from one address, then refuses`, async () => {
    const address = "10.0.0.2";
    const results = [];
    for (let i = 0; i < SUBMISSIONS_PER_HOUR + 1; i++) {
      results.push((await submit(address, { comment: `Nr. ${i}` })).kind);
    }
    expect(results).toEqual([...Array(SUBMISSIONS_PER_HOUR).fill("stored"), "rate-limited"]);
    // Another address is not affected.
    expect((await submit("10.0.0.3", { comment: "Anden" })).kind).toBe("stored");
  });

  it("stores nothing for a filled honeypot or the same text again", async () => {
    const before = (await listAdmin(database().db, { limit: 200 })).counts.pending;
    const bot = await submit("10.0.0.4", {
      comment: "Køb billige ting",
      website: "https://spam.example",
    });
    expect(bot.kind).toBe("ignored");
    const first = await submit("10.0.0.5", { comment: "Super  fed aften!" });
    const again = await submit("10.0.0.6", { comment: "super fed aften" });
    expect([first.kind, again.kind]).toEqual(["stored", "ignored"]);
    expect((await listAdmin(database().db, { limit: 200 })).counts.pending).toBe(before + 1);
  });

  it("spends the page form's start time with its testimonial: posted again it stores nothing", async () => {
    const before = (await listAdmin(database().db, { limit: 200 })).counts.pending;
    const token = "1700000000000.engang.signatur";
    const send = (address: string, comment: string, formToken: string) =>
      submitTestimonial(database().db, review({ comment }), address, SITE, formToken);
    const first = await send("10.0.1.1", "Ét", token);
    // From another address, with another text: still the same start time.
    const replay = await send("10.0.1.2", "To", token);
    const fresh = await send("10.0.1.3", "Tre", `${token}2`);
    expect([first.kind, replay.kind, fresh.kind]).toEqual(["stored", "ignored", "stored"]);
    expect((await listAdmin(database().db, { limit: 200 })).counts.pending).toBe(before + 2);
  });

  it("flags a comment with a link for the queue", async () => {
    const result = await submit("10.0.0.7", { comment: "Se mere på www.eksempel.dk" });
    if (result.kind !== "stored") throw new Error(result.kind);
    expect((await findTestimonial(database().db, result.testimonial.id))?.has_link).toBe(true);
    expect(hasLink("Fedt sted, kommer igen. Hilsen Bo")).toBe(false);
    expect(hasLink("https://x.io")).toBe(true);
  });

  it("pages the admin list by cursor, filters by status and searches name and comment", async () => {
    for (let i = 0; i < 7; i++) {
      await submit(`10.1.0.${i}`, {
        name: i === 3 ? "Søren Østergaard" : `Side ${i}`,
        comment: `Sidetest ${i} 100%_`,
      });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAdmin(database().db, { limit: 3, status: "pending", cursor });
      expect(page.testimonials.length).toBeLessThanOrEqual(3);
      expect(page.testimonials.every((row) => row.status === "pending")).toBe(true);
      seen.push(...page.testimonials.map((row) => row.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    const all = await listAdmin(database().db, { limit: 200, status: "pending" });
    expect(seen).toEqual(all.testimonials.map((row) => row.id));
    expect(new Set(seen).size).toBe(seen.length);

    const byName = await listAdmin(database().db, { limit: 50, q: "østergaard" });
    expect(byName.testimonials.map((row) => row.name)).toEqual(["Søren Østergaard"]);
    const byComment = await listAdmin(database().db, { limit: 50, q: "SIDETEST 4" });
    expect(byComment.testimonials.map((row) => row.name)).toEqual(["Side 4"]);
    // Short searches and LIKE's own wildcards are literal text.
    expect((await listAdmin(database().db, { limit: 50, q: "%_" })).testimonials).toHaveLength(7);
    expect((await listAdmin(database().db, { limit: 50, q: "_x" })).testimonials).toHaveLength(0);
    expect((await listAdmin(database().db, { limit: 50, q: '"ø' })).testimonials).toHaveLength(0);
    // A search keeps working after an edit of the text (the index follows the row).
    const edited = byName.testimonials[0];
    if (!edited) throw new Error("missing row");
    await database()
      .db.updateTable("testimonials")
      .set({ name: "Bent Hansen" })
      .where("id", "=", edited.id)
      .execute();
    expect((await listAdmin(database().db, { limit: 50, q: "østergaard" })).testimonials).toEqual(
      [],
    );
    expect(
      (await listAdmin(database().db, { limit: 50, q: "bent han" })).testimonials,
    ).toHaveLength(1);
    // A made-up cursor starts from the top instead of failing.
    const bogus = await listAdmin(database().db, { limit: 2, cursor: "not-a-cursor" });
    expect(bogus.testimonials).toHaveLength(2);
  });
});
