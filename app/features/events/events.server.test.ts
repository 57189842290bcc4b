import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  listTrashedEvents,
  restoreEvent,
  updateEvent,
} from "./events.server.ts";
import {
  feedEvents,
  findEvent,
  findPublicEvent,
  listAdminEvents,
  listPublicEvents,
} from "./queries.server.ts";
import { listRegistrations, signUp } from "./registrations.server.ts";
import { eventInput, registrationInput } from "./schema.ts";

const NOW = new Date("2026-12-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const draft = (fields: Record<string, unknown> = {}) =>
  eventInput.parse({
    title: "LAN-aften december",
    kind: "lan",
    starts_at: at(10),
    ends_at: at(10.25),
    status: "scheduled",
    ...fields,
  });

const guest = (n: number) =>
  registrationInput(1).parse({ name: `Gæst ${n}`, email: `gaest${n}@example.dk` });

describe.each(testDatabases())("the event store on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;

  it("makes the slug from the title: Danish letters spelt out, -2 on a clash", async () => {
    const first = await createEvent(db(), draft({ title: "Årets Turnering i Ølstue" }), NOW);
    const second = await createEvent(db(), draft({ title: "Årets turnering i ølstue!" }), NOW);
    const third = await createEvent(db(), draft({ title: "ÅRETS TURNERING I ØLSTUE" }), NOW);
    expect([first.slug, second.slug, third.slug]).toEqual([
      "aarets-turnering-i-oelstue",
      "aarets-turnering-i-oelstue-2",
      "aarets-turnering-i-oelstue-3",
    ]);
  });

  it("stores every field, with sign-up closing at the start unless given", async () => {
    const created = await createEvent(
      db(),
      draft({ title: "Fuld pakke", game: "CS2", price: 149.5, capacity: 32, team_size: 5 }),
      NOW,
    );
    expect(created).toMatchObject({
      title: "Fuld pakke",
      kind: "lan",
      game: "CS2",
      price: 149.5,
      capacity: 32,
      team_size: 5,
      waitlist: true,
      status: "scheduled",
      signup_closes_at: at(10),
      version: 1,
      sequence: 0,
      created_at: NOW.toISOString(),
    });
    expect(await findEvent(db(), created.id)).toEqual({ ...created, confirmed: 0, waitlisted: 0 });
  });

  it("saves an edit only from the current version, and raises SEQUENCE for time and status", async () => {
    const created = await createEvent(db(), draft({ title: "Versioneret" }), NOW);
    const retitled = await updateEvent(
      db(),
      created.id,
      { ...draft({ title: "Nyt navn" }), version: 1 },
      NOW,
    );
    expect(retitled).toMatchObject({ kind: "updated", event: { version: 2, sequence: 0 } });
    // The slug stays: links already shared keep working.
    expect(retitled.kind === "updated" && retitled.event.slug).toBe("versioneret");

    const stale = await updateEvent(db(), created.id, {
      ...draft({ title: "Gammel" }),
      version: 1,
    });
    expect(stale).toMatchObject({ kind: "stale", current: { title: "Nyt navn", version: 2 } });

    const moved = await updateEvent(
      db(),
      created.id,
      { ...draft({ title: "Nyt navn", starts_at: at(11), ends_at: at(11.2) }), version: 2 },
      NOW,
    );
    expect(moved).toMatchObject({ event: { version: 3, sequence: 1 } });
    const cancelled = await updateEvent(
      db(),
      created.id,
      {
        ...draft({ title: "Nyt navn", starts_at: at(11), ends_at: at(11.2), status: "cancelled" }),
        version: 3,
      },
      NOW,
    );
    expect(cancelled).toMatchObject({ event: { version: 4, sequence: 2, status: "cancelled" } });
    expect(await updateEvent(db(), "no-such-id", { ...draft(), version: 1 })).toEqual({
      kind: "not-found",
    });
  });

  it("lowering the capacity moves no one; raising it promotes the waitlist in order", async () => {
    const created = await createEvent(db(), draft({ title: "Kapacitet", capacity: 3 }), NOW);
    for (let n = 1; n <= 5; n += 1) await signUp(db(), created.slug, guest(n), NOW);
    const lowered = await updateEvent(
      db(),
      created.id,
      { ...draft({ title: "Kapacitet", capacity: 1 }), version: 1 },
      NOW,
    );
    expect(lowered).toMatchObject({ kind: "updated", promoted: [] });
    expect(await findEvent(db(), created.id)).toMatchObject({ confirmed: 3, waitlisted: 2 });

    const raised = await updateEvent(
      db(),
      created.id,
      { ...draft({ title: "Kapacitet", capacity: 4 }), version: 2 },
      NOW,
    );
    expect(raised.kind === "updated" && raised.promoted.map((r) => r.email)).toEqual([
      "gaest4@example.dk",
    ]);
    const lifted = await updateEvent(
      db(),
      created.id,
      { ...draft({ title: "Kapacitet", capacity: null }), version: 3 },
      NOW,
    );
    expect(lifted.kind === "updated" && lifted.promoted.map((r) => r.email)).toEqual([
      "gaest5@example.dk",
    ]);
    const statuses = (await listRegistrations(db(), created.id)).map((r) => r.status);
    expect(statuses).toEqual(Array(5).fill("confirmed"));
  });

  it("cancels with a message: status, SEQUENCE and everyone to tell", async () => {
    const created = await createEvent(db(), draft({ title: "Aflyses", capacity: 1 }), NOW);
    await signUp(db(), created.slug, guest(1), NOW);
    await signUp(db(), created.slug, guest(2), NOW);
    const result = await cancelEvent(db(), created.id, "Strømmen er gået.", NOW);
    if (result.kind !== "cancelled") throw new Error(result.kind);
    expect(result.event).toMatchObject({
      status: "cancelled",
      cancel_message: "Strømmen er gået.",
      sequence: 1,
      version: 2,
    });
    expect(result.recipients.map((r) => [r.email, r.status])).toEqual([
      ["gaest1@example.dk", "confirmed"],
      ["gaest2@example.dk", "waitlisted"],
    ]);
    expect(await cancelEvent(db(), "no-such-id", "x")).toEqual({ kind: "not-found" });
  });

  it("a second cancel (a double click, a second tab) changes nothing and tells nobody again", async () => {
    const created = await createEvent(db(), draft({ title: "Aflyses to gange" }), NOW);
    await signUp(db(), created.slug, guest(1), NOW);
    const first = await cancelEvent(db(), created.id, "Strømmen er gået.", NOW);
    if (first.kind !== "cancelled") throw new Error(first.kind);
    const again = await cancelEvent(db(), created.id, "En anden besked.", NOW);
    expect(again).toEqual({ kind: "already-cancelled", event: first.event });
  });

  it("the trash takes an event off every list and gives it back as it was", async () => {
    const created = await createEvent(db(), draft({ title: "Til skraldespanden" }), NOW);
    const later = new Date(NOW.getTime() + 1000);
    expect(await deleteEvent(db(), created.id, "staff@example.dk", later)).toMatchObject({
      kind: "deleted",
      told: [],
    });
    expect(await deleteEvent(db(), created.id, "staff@example.dk", later)).toEqual({
      kind: "not-found",
    });
    expect(await findEvent(db(), created.id)).toBeUndefined();
    expect(await findPublicEvent(db(), created.slug)).toBeUndefined();
    expect((await listAdminEvents(db())).map((e) => e.id)).not.toContain(created.id);
    expect((await listPublicEvents(db(), NOW)).upcoming.map((e) => e.id)).not.toContain(created.id);
    expect((await feedEvents(db(), NOW)).map((e) => e.id)).not.toContain(created.id);
    expect(await signUp(db(), created.slug, guest(1), NOW)).toEqual({ kind: "not-found" });
    expect(await listTrashedEvents(db())).toContainEqual({
      type: "event",
      id: created.id,
      title: "Til skraldespanden",
      deleted_at: later.toISOString(),
      deleted_by: "staff@example.dk",
    });

    expect(await restoreEvent(db(), created.id)).toEqual(created);
    expect(await restoreEvent(db(), created.id)).toBeUndefined();
    expect(await findPublicEvent(db(), created.slug)).toMatchObject({ id: created.id });
  });

  it("deleting an event with guests to tell wants a message, cancels with it and names them; restored, it is cancelled", async () => {
    const created = await createEvent(
      db(),
      draft({ title: "Slettes med gæster", capacity: 1 }),
      NOW,
    );
    await signUp(db(), created.slug, guest(1), NOW);
    await signUp(db(), created.slug, guest(2), NOW);
    await signUp(db(), created.slug, guest(3), NOW);
    const left = await listRegistrations(db(), created.id);
    // One waitlisted guest leaves: two are told.
    await db()
      .updateTable("event_registrations")
      .set({ status: "cancelled", position: null })
      .where("id", "=", left[2]?.id ?? "")
      .execute();

    expect(await deleteEvent(db(), created.id, "staff@example.dk", NOW)).toEqual({
      kind: "message-needed",
    });
    expect(await findEvent(db(), created.id)).toMatchObject({ status: "scheduled" });
    const deleted = await deleteEvent(db(), created.id, "staff@example.dk", NOW, undefined, "Syg");
    if (deleted.kind !== "deleted") throw new Error(deleted.kind);
    expect(deleted.told.map((r) => r.email)).toEqual(["gaest1@example.dk", "gaest2@example.dk"]);
    expect(deleted.event).toMatchObject({
      status: "cancelled",
      cancel_message: "Syg",
      sequence: created.sequence + 1,
    });
    expect(await findEvent(db(), created.id)).toBeUndefined();
    expect(await restoreEvent(db(), created.id)).toMatchObject({
      status: "cancelled",
      cancel_message: "Syg",
    });
  });

  it("an event cancelled before, or over, goes without a message and tells no one", async () => {
    const cancelled = await createEvent(db(), draft({ title: "Allerede aflyst" }), NOW);
    const over = await createEvent(
      db(),
      draft({ title: "Overstået", starts_at: at(-2), ends_at: at(-1.9) }),
      NOW,
    );
    await signUp(db(), cancelled.slug, guest(1), NOW);
    await db()
      .insertInto("event_registrations")
      .values({
        id: "over-guest",
        event_id: over.id,
        name: "Gæst",
        email: "over@example.dk",
        team_name: null,
        status: "confirmed",
        position: null,
        created_at: at(-3),
        checked_in_at: null,
        cancelled_at: null,
      })
      .execute();
    await cancelEvent(db(), cancelled.id, "Aflyst", NOW);
    for (const { id } of [cancelled, over]) {
      expect(await deleteEvent(db(), id, null, NOW)).toMatchObject({ kind: "deleted", told: [] });
    }
  });
});

describe.each(testDatabases())("the event lists on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;

  it("public lists leave out drafts; the feed keeps 30 days of the past", async () => {
    const make = (title: string, startDays: number, status = "scheduled") =>
      createEvent(
        db(),
        draft({ title, starts_at: at(startDays), ends_at: at(startDays + 0.1), status }),
        NOW,
      );
    const soon = await make("Snart", 2);
    const later = await make("Senere", 20);
    const running = await make("I gang", -0.05);
    const cancelled = await make("Aflyst", 5, "cancelled");
    const recent = await make("For nylig", -29);
    const old = await make("Længe siden", -40);
    await make("Kladde", 3, "draft");

    const { upcoming, past } = await listPublicEvents(db(), NOW);
    expect(upcoming.map((e) => e.title)).toEqual(["I gang", "Snart", "Aflyst", "Senere"]);
    expect(past.map((e) => e.title)).toEqual(["For nylig", "Længe siden"]);
    expect((await feedEvents(db(), NOW)).map((e) => e.id)).toEqual([
      recent.id,
      running.id,
      soon.id,
      cancelled.id,
      later.id,
    ]);
    expect((await listAdminEvents(db())).map((e) => e.title)).toEqual([
      "Længe siden",
      "For nylig",
      "I gang",
      "Snart",
      "Kladde",
      "Aflyst",
      "Senere",
    ]);
    expect(old.status).toBe("scheduled");
  });
});
