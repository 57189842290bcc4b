import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { cancelEvent, createEvent } from "./events.server.ts";
import { findEvent } from "./queries.server.ts";
import {
  cancelByToken,
  cancelRegistration,
  findByToken,
  listRegistrations,
  registrationsPage,
  type SignUpResult,
  setCheckedIn,
  signUp,
} from "./registrations.server.ts";
import { eventInput, registrationInput } from "./schema.ts";

const NOW = new Date("2026-12-01T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const guest = (n: number, email = `gaest${n}@example.dk`) =>
  registrationInput(1).parse({ name: `Gæst ${n}`, email });

function registered(result: SignUpResult) {
  if (result.kind !== "registered") throw new Error(`expected a registration, got ${result.kind}`);
  return result;
}

describe.each(testDatabases())("sign-ups on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;
  let count = 0;
  /** A scheduled event starting in a day, with `fields` over the defaults. */
  const event = (fields: Record<string, unknown> = {}) => {
    count += 1;
    return createEvent(
      db(),
      eventInput.parse({
        title: `Turnering ${count}`,
        kind: "tournament",
        starts_at: at(24),
        ends_at: at(30),
        status: "scheduled",
        capacity: 2,
        ...fields,
      }),
      NOW,
    );
  };

  it("confirms while seats last, then waitlists in arrival order with positions 1..n", async () => {
    const { slug } = await event();
    const results = [];
    for (let n = 1; n <= 5; n += 1)
      results.push(registered(await signUp(db(), slug, guest(n), NOW)));
    expect(results.map((r) => [r.registration.status, r.registration.position])).toEqual([
      ["confirmed", null],
      ["confirmed", null],
      ["waitlisted", 1],
      ["waitlisted", 2],
      ["waitlisted", 3],
    ]);
    expect(results.every((r) => !r.repeated && r.token.length >= 43)).toBe(true);
  });

  it("a page of the registrations is that part of the whole list, in its order, with the total", async () => {
    const { id, slug } = await event({ capacity: 3 });
    for (let n = 1; n <= 7; n += 1) registered(await signUp(db(), slug, guest(n), NOW));
    const all = await listRegistrations(db(), id);
    expect(await registrationsPage(db(), id, 0, 3)).toEqual({ rows: all.slice(0, 3), total: 7 });
    expect(await registrationsPage(db(), id, 2, 3)).toEqual({ rows: all.slice(2, 5), total: 7 });
    expect(await registrationsPage(db(), id, 6, 3)).toEqual({ rows: all.slice(6), total: 7 });
    expect((await registrationsPage(db(), id, 9, 3)).rows).toEqual([]);
  });

  it("without a waitlist a full event refuses with full", async () => {
    const { slug } = await event({ capacity: 1, waitlist: false });
    expect(registered(await signUp(db(), slug, guest(1), NOW)).registration.status).toBe(
      "confirmed",
    );
    expect(await signUp(db(), slug, guest(2), NOW)).toEqual({ kind: "full" });
  });

  it("no limit confirms everyone", async () => {
    const { slug } = await event({ capacity: null });
    for (let n = 1; n <= 4; n += 1) {
      expect(registered(await signUp(db(), slug, guest(n), NOW)).registration.status).toBe(
        "confirmed",
      );
    }
  });

  it("the same e-mail again returns the registration it has, with a new link, and adds no row; the first link keeps working", async () => {
    const created = await event({ capacity: 1 });
    await signUp(db(), created.slug, guest(1), NOW);
    const first = registered(await signUp(db(), created.slug, guest(2), NOW));
    const again = registered(
      await signUp(
        db(),
        created.slug,
        guest(2, "  GAEST2@Example.dk "),
        new Date(NOW.getTime() + 5000),
      ),
    );
    expect(again.repeated).toBe(true);
    expect(again.registration).toEqual(first.registration);
    expect(again.token).not.toBe(first.token);
    expect((await findByToken(db(), first.token))?.registration.id).toBe(first.registration.id);
    expect((await findByToken(db(), again.token))?.registration.id).toBe(first.registration.id);
    expect(await listRegistrations(db(), created.id)).toHaveLength(2);
  });

  it("past, closed and cancelled events are closed; drafts, the trash and unknown slugs not found", async () => {
    const past = await event({ starts_at: at(-30), ends_at: at(-26) });
    const closed = await event({ signup_closes_at: at(-1) });
    const cancelled = await event();
    await cancelEvent(db(), cancelled.id, "Aflyst", NOW);
    const started = await event({ starts_at: at(-1), ends_at: at(3) });
    const draft = await event({ status: "draft" });
    for (const { slug } of [past, closed, cancelled, started]) {
      expect(await signUp(db(), slug, guest(1), NOW), slug).toEqual({ kind: "closed" });
    }
    expect(await signUp(db(), draft.slug, guest(1), NOW)).toEqual({ kind: "not-found" });
    expect(await signUp(db(), "findes-ikke", guest(1), NOW)).toEqual({ kind: "not-found" });
    // Sign-up may stay open after the start when staff chose so.
    const late = await event({ starts_at: at(-1), ends_at: at(3), signup_closes_at: at(2) });
    expect((await signUp(db(), late.slug, guest(1), NOW)).kind).toBe("registered");
  });

  it("cancelling a confirmed seat confirms the first on the waitlist; the line closes up", async () => {
    const created = await event();
    const signedUp = [];
    for (let n = 1; n <= 5; n += 1) {
      const arrived = new Date(NOW.getTime() + n);
      signedUp.push(registered(await signUp(db(), created.slug, guest(n), arrived)));
    }
    const [a, , c, d] = signedUp;
    if (!a || !c || !d) throw new Error("five sign-ups");

    // One in the middle of the waitlist leaves: the one behind moves up.
    const left = await cancelRegistration(db(), created.id, d.registration.id, NOW);
    expect(left).toMatchObject({ kind: "cancelled", promoted: [], already: false });
    const cancelledSeat = await cancelByToken(db(), a.token, NOW);
    if (cancelledSeat.kind !== "cancelled") throw new Error("not cancelled");
    expect(cancelledSeat.registration).toMatchObject({ status: "cancelled", position: null });
    expect(cancelledSeat.promoted).toEqual([
      expect.objectContaining({ id: c.registration.id, status: "confirmed", position: null }),
    ]);
    const rows = await listRegistrations(db(), created.id);
    expect(rows.map((r) => [r.email, r.status, r.position])).toEqual([
      ["gaest2@example.dk", "confirmed", null],
      ["gaest3@example.dk", "confirmed", null],
      ["gaest5@example.dk", "waitlisted", 1],
      ["gaest1@example.dk", "cancelled", null],
      ["gaest4@example.dk", "cancelled", null],
    ]);
    // Again: nothing changes.
    expect(await cancelByToken(db(), a.token, NOW)).toMatchObject({ already: true, promoted: [] });
    expect(await findEvent(db(), created.id)).toMatchObject({ confirmed: 2, waitlisted: 1 });

    // Who cancelled may sign up again: a new arrival, at the end of the line.
    const back = registered(await signUp(db(), created.slug, guest(1), NOW));
    expect(back).toMatchObject({
      repeated: false,
      registration: { id: a.registration.id, status: "waitlisted", position: 2 },
    });
    expect(await cancelByToken(db(), "ukendt-token", NOW)).toEqual({ kind: "not-found" });
  });

  it("no one is promoted once the event has started", async () => {
    const created = await event({
      capacity: 1,
      starts_at: at(-1),
      ends_at: at(5),
      signup_closes_at: at(4),
    });
    const first = registered(await signUp(db(), created.slug, guest(1), NOW));
    registered(await signUp(db(), created.slug, guest(2), NOW));
    const result = await cancelByToken(db(), first.token, NOW);
    expect(result).toMatchObject({ kind: "cancelled", promoted: [] });
  });

  it("stores only the token's hash", async () => {
    const created = await event();
    const { token, registration } = registered(await signUp(db(), created.slug, guest(1), NOW));
    const { rows } = await sql<{ hash: string }>`
      select hash from event_registration_links where registration_id = ${registration.id}
    `.execute(db());
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.hash).not.toContain(token);
    expect(JSON.stringify(registration)).not.toContain(rows[0]?.hash);
  });

  it("checks a guest in and out", async () => {
    const created = await event();
    const { registration } = registered(await signUp(db(), created.slug, guest(1), NOW));
    const inAt = new Date(NOW.getTime() + 1000);
    expect(await setCheckedIn(db(), created.id, registration.id, true, inAt)).toMatchObject({
      checked_in_at: inAt.toISOString(),
    });
    expect(await setCheckedIn(db(), created.id, registration.id, false)).toMatchObject({
      checked_in_at: null,
    });
    expect(await setCheckedIn(db(), "other", registration.id, true)).toBeUndefined();
  });

  it("sign-ups that come while one is decided are decided together, each as if alone: a repeat within them, an address over its limit", async () => {
    const created = await event({ capacity: 1 });
    const limit = (address: string) => ({ address, perHour: 1 });
    const [first, ...together] = await Promise.all([
      signUp(db(), created.slug, guest(1), NOW, limit("10.0.0.1")),
      signUp(db(), created.slug, guest(2), NOW, limit("10.0.0.2")),
      signUp(db(), created.slug, guest(2, "GAEST2@example.dk"), NOW, limit("10.0.0.3")),
      signUp(db(), created.slug, guest(3), NOW, limit("10.0.0.1")),
      signUp(db(), created.slug, guest(4), NOW, limit("10.0.0.4")),
    ]);
    expect(registered(first as SignUpResult).registration).toMatchObject({ status: "confirmed" });
    const [waiting, repeat, overLimit, last] = together as SignUpResult[];
    expect(registered(waiting as SignUpResult).registration).toMatchObject({
      status: "waitlisted",
      position: 1,
    });
    expect(registered(repeat as SignUpResult)).toMatchObject({
      repeated: true,
      registration: { email: "gaest2@example.dk", position: 1 },
    });
    expect(overLimit).toEqual({ kind: "rate-limited" });
    expect(registered(last as SignUpResult).registration).toMatchObject({ position: 2 });
    expect(await listRegistrations(db(), created.id)).toHaveLength(3);
    // Every link mailed works, the repeat's too.
    for (const result of [first, waiting, repeat, last] as SignUpResult[]) {
      const { token, registration } = registered(result);
      expect((await findByToken(db(), token))?.registration.id).toBe(registration.id);
    }
  });

  it("30 sign-ups at once for 5 seats: exactly 5 confirmed, the waitlist 1..25", async () => {
    const created = await event({ capacity: 5 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => signUp(db(), created.slug, guest(100 + n), NOW)),
    );
    const statuses = results.map((r) => registered(r).registration);
    expect(statuses.filter((r) => r.status === "confirmed")).toHaveLength(5);
    const positions = statuses.flatMap((r) => (r.position === null ? [] : [r.position]));
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
