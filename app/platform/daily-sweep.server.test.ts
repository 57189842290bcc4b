import { describe, expect, it } from "vitest";
import { createEvent, deleteEvent } from "#app/features/events/events.server.ts";
import { findEvent } from "#app/features/events/queries.server.ts";
import {
  findByToken,
  listRegistrations,
  signUp,
} from "#app/features/events/registrations.server.ts";
import { eventInput, registrationInput } from "#app/features/events/schema.ts";
import {
  createTestimonial,
  deleteTestimonial,
  restoreTestimonial,
} from "#app/features/testimonials/queries.server.ts";
import { testimonialInput } from "#app/features/testimonials/schema.ts";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { auditEntries, recordAudit } from "./audit.server.ts";
import { contentVersion } from "./content-events.server.ts";
import { dailySweep, startDailySweep } from "./daily-sweep.server.ts";
import { issueUserToken } from "./user-tokens.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-12-01T12:00:00Z");
const day = (n: number, from = START) => new Date(from.getTime() + n * DAY);

describe.each(testDatabases())("the daily sweep on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;

  /**
   * A team event the day after `start`, 18:00-23:00, with two sign-ups made at `start`: one seat,
   * one on the waitlist.
   */
  async function eventWithGuests(title: string, start = START) {
    const event = await createEvent(
      db(),
      eventInput.parse({
        title,
        kind: "tournament",
        starts_at: new Date(day(1, start).getTime() + 6 * 3600_000).toISOString(),
        ends_at: new Date(day(1, start).getTime() + 11 * 3600_000).toISOString(),
        capacity: 1,
        team_size: 2,
        status: "scheduled",
      }),
      start,
    );
    const tokens = [];
    for (const n of [1, 2]) {
      const guest = registrationInput(2).parse({
        name: `Gæst ${n}`,
        email: `${title}-${n}@example.dk`,
        team_name: `Hold ${n}`,
      });
      const result = await signUp(db(), event.slug, guest, start);
      if (result.kind !== "registered") throw new Error(result.kind);
      tokens.push(result.token);
    }
    return { event, tokens };
  }

  it("erases a solo tournament's gamertag with the name and e-mail", async () => {
    const event = await createEvent(
      db(),
      eventInput.parse({
        title: "Solo",
        kind: "tournament",
        starts_at: day(1).toISOString(),
        ends_at: new Date(day(1).getTime() + 5 * 3600_000).toISOString(),
        capacity: 8,
        team_size: 1,
        status: "scheduled",
      }),
      START,
    );
    const guest = registrationInput(1, "tournament").parse({
      name: "Kim Solo",
      email: "kim-solo@example.dk",
      gamertag: "Frostbite",
    });
    const result = await signUp(db(), event.slug, guest, START);
    if (result.kind !== "registered") throw new Error(result.kind);
    expect((await listRegistrations(db(), event.id))[0]).toMatchObject({ gamertag: "Frostbite" });
    await dailySweep(db(), day(31.5));
    expect((await listRegistrations(db(), event.id))[0]).toMatchObject({
      name: null,
      email: null,
      gamertag: null,
      status: "confirmed",
    });
  });

  it("erases name, e-mail, team name and every link 30 days after the event; count and status stay", async () => {
    const { event, tokens } = await eventWithGuests("erase");
    // A repeated sign-up's link is one more of the same registration.
    const repeat = registrationInput(2).parse({
      name: "Gæst 1",
      email: "erase-1@example.dk",
      team_name: "Hold 1",
    });
    const again = await signUp(db(), event.slug, repeat, START);
    if (again.kind !== "registered") throw new Error(again.kind);
    tokens.push(again.token);
    const before = await listRegistrations(db(), event.id);

    // 29 days after it ended: nothing yet.
    expect(await dailySweep(db(), day(30))).toEqual({
      erased: 0,
      purged: 0,
      testimonials: 0,
      audit: 0,
      links: 0,
    });
    expect(await listRegistrations(db(), event.id)).toEqual(before);

    // 30 days after it ended.
    expect(await dailySweep(db(), day(31.5))).toEqual({
      erased: 2,
      purged: 0,
      testimonials: 0,
      audit: 0,
      links: 0,
    });
    const after = await listRegistrations(db(), event.id);
    expect(after).toEqual(
      before.map((row) => ({ ...row, name: null, email: null, team_name: null })),
    );
    expect(after.map((row) => row.status)).toEqual(["confirmed", "waitlisted"]);
    expect(await findEvent(db(), event.id)).toMatchObject({ confirmed: 1, waitlisted: 1 });
    for (const token of tokens) expect(await findByToken(db(), token)).toBeUndefined();

    // Each run does what is due, once.
    expect(await dailySweep(db(), day(40))).toEqual({
      erased: 0,
      purged: 0,
      testimonials: 0,
      audit: 0,
      links: 0,
    });
  });

  it("removes events 30 days in the trash, with their registrations", async () => {
    const { event: kept } = await eventWithGuests("kept-in-trash");
    const { event: purged } = await eventWithGuests("purged");
    // Their guests are told (events to come): a message goes with the deletion.
    await deleteEvent(db(), purged.id, "staff@example.dk", day(0), undefined, "Aflyst");
    await deleteEvent(db(), kept.id, "staff@example.dk", day(2), undefined, "Aflyst");
    expect((await dailySweep(db(), day(30))).purged).toBe(1);
    expect(await listRegistrations(db(), purged.id)).toEqual([]);
    expect(await listRegistrations(db(), kept.id)).toHaveLength(2);
    expect((await dailySweep(db(), day(32))).purged).toBe(1);
  });

  it("removes testimonials 30 days in the trash, and keeps the younger and the restored", async () => {
    const add = (name: string) =>
      createTestimonial(
        db(),
        testimonialInput.parse({ name, comment: "Fint sted" }),
        "Centret",
        "staff@example.dk",
      );
    const [old, young, restored] = [await add("gammel"), await add("ung"), await add("gendannet")];
    await deleteTestimonial(db(), old.id, "staff@example.dk", day(0));
    await deleteTestimonial(db(), young.id, "staff@example.dk", day(2));
    await deleteTestimonial(db(), restored.id, "staff@example.dk", day(0));
    await restoreTestimonial(db(), restored.id, "admin@example.dk");
    const left = async () =>
      (await db().selectFrom("testimonials").select("name").orderBy("name").execute()).map(
        (row) => row.name,
      );

    expect((await dailySweep(db(), day(29.9))).testimonials).toBe(0);
    expect((await dailySweep(db(), day(30))).testimonials).toBe(1);
    expect(await left()).toEqual(["gendannet", "ung"]);
    expect((await dailySweep(db(), day(31))).testimonials).toBe(0);
    expect((await dailySweep(db(), day(32))).testimonials).toBe(1);
    expect(await left()).toEqual(["gendannet"]);
  });

  it("drops audit entries after 400 days and keeps the younger ones", async () => {
    const entry = (summary: string) => ({
      actor: "admin@example.dk",
      action: "content.save" as const,
      target_type: "content",
      target_id: "faq",
      summary,
    });
    // Other tests' changes left entries of their own.
    await db().deleteFrom("audit_log").execute();
    await recordAudit(db(), entry("gammel"), day(0));
    await recordAudit(db(), entry("ny"), day(2));
    expect((await dailySweep(db(), day(400))).audit).toBe(0);
    expect((await dailySweep(db(), day(401))).audit).toBe(1);
    const { entries } = await auditEntries(db(), { limit: 10, action: "content.save" });
    expect(entries.map((row) => row.summary)).toEqual(["ny"]);
  });

  it("drops mailed links once expired, keeps those still good", async () => {
    await issueUserToken(db(), "user-a", "reset", day(0));
    await issueUserToken(db(), "user-b", "invite", day(0));
    expect((await dailySweep(db(), day(1))).links).toBe(1);
    expect((await dailySweep(db(), day(3.1))).links).toBe(1);
    expect(await db().selectFrom("user_tokens").selectAll().execute()).toEqual([]);
  });

  it("startDailySweep sweeps at once (and then daily) on the real clock, and lets kept copies go", async () => {
    const { event } = await eventWithGuests("at-start", day(-60, new Date()));
    const version = contentVersion();
    const sweep = startDailySweep(db());
    try {
      await expect
        .poll(async () => (await listRegistrations(db(), event.id)).map((row) => row.email))
        .toEqual([null, null]);
      // Kept copies go: the feed's 30 days move with the date.
      await expect.poll(contentVersion).toBeGreaterThan(version);
    } finally {
      sweep.stop();
    }
  });
});
