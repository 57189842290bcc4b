import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { cancelEvent, createEvent } from "#app/features/events/events.server.ts";
import { SIGN_UPS_PER_HOUR } from "#app/features/events/receive.server.ts";
import { listRegistrations, signUp as store } from "#app/features/events/registrations.server.ts";
import { eventInput, registrationInput } from "#app/features/events/schema.ts";
import { migrate } from "#app/platform/migrate.server.ts";
import { type ApiClient, apiClient } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { freshDatabases, testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent, daysFromNow, timed } from "#tests/support/events.ts";
import { startServer, useServerOn } from "#tests/support/server.ts";

/**
 * The public sign-up endpoint over real HTTP (docs/api.md#post-apieventsslugregistrations), on
 * SQLite and PostgreSQL: every answer of its table, and the abuse limits. TRUST_PROXY lets each
 * test come from its own address.
 */

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

describe.each(testDatabases())("event sign-up on $name", (kind) => {
  let visitor: ApiClient;
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  beforeAll(() => {
    visitor = apiClient(server().url);
  });

  const signUp = (slug: string, body: unknown, address = newAddress()) =>
    visitor.post(`/api/events/${slug}/registrations`, body, { "x-forwarded-for": address });
  const rows = (eventId: string) =>
    withDatabase(database(), (db) => listRegistrations(db, eventId));
  const guest = (n: number) => ({ name: `Gæst ${n}`, email: `gaest${n}@example.dk` });

  it("201 with a seat, 201 with a place on the waitlist, 201 with what it holds for the same e-mail again", async () => {
    const event = await addEvent(database(), { capacity: 1 });
    const first = await signUp(event.slug, guest(1));
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toEqual({ status: "confirmed" });
    const second = await signUp(event.slug, guest(2));
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ status: "waitlisted", position: 1 });
    const third = await signUp(event.slug, guest(3));
    expect(await third.json()).toEqual({ status: "waitlisted", position: 2 });

    // The answer never tells that the address had signed up already.
    const again = await signUp(event.slug, { name: "Gæst 2", email: " GAEST2@example.dk" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ status: "waitlisted", position: 1 });
    const again1 = await signUp(event.slug, guest(1));
    expect(again1.status).toBe(201);
    expect(await again1.json()).toEqual({ status: "confirmed" });
    expect(await rows(event.id)).toHaveLength(3);
  });

  it("409 full without a waitlist; 409 closed when past, closed or cancelled", async () => {
    const full = await addEvent(database(), { capacity: 1, waitlist: false });
    expect((await signUp(full.slug, guest(1))).status).toBe(201);
    const refused = await signUp(full.slug, guest(2));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "full" });

    const past = await addEvent(database(), timed(-3));
    const closed = await addEvent(database(), { signup_closes_at: daysFromNow(-0.01) });
    const cancelled = await addEvent(database());
    await withDatabase(database(), (db) => cancelEvent(db, cancelled.id, "Aflyst"));
    for (const { slug } of [past, closed, cancelled]) {
      const response = await signUp(slug, guest(1));
      expect(response.status, slug).toBe(409);
      expect(await response.json()).toEqual({ error: "closed" });
    }
  });

  it("404 for a draft, an event in the trash and an unknown slug; nothing changes", async () => {
    const draft = await addEvent(database(), { status: "draft" });
    const before = await databaseChecksum(database());
    for (const slug of [draft.slug, "findes-ikke", "UPPER", "a".repeat(81)]) {
      const response = await signUp(slug, guest(1));
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ error: "Begivenheden findes ikke." });
    }
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("400 with Danish errors by field; a team event wants a team name", async () => {
    const team = await addEvent(database(), { team_size: 5 });
    const before = await databaseChecksum(database());
    const response = await signUp(team.slug, { name: "", email: "ikke en adresse" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: "Skriv dit navn",
      email: "Skriv en gyldig e-mailadresse",
      team_name: "Skriv holdets navn",
    });
    for (const body of ["[]", "null", "ikke json", '"tekst"']) {
      const raw = await visitor.request(`/api/events/${team.slug}/registrations`, {
        method: "POST",
        body,
        headers: { "x-forwarded-for": newAddress() },
      });
      expect(raw.status, body).toBe(400);
    }
    expect(await databaseChecksum(database())).toBe(before);
    const ok = await signUp(team.slug, { ...guest(1), team_name: "De Blå" });
    expect(ok.status).toBe(201);
    expect((await rows(team.id))[0]).toMatchObject({ team_name: "De Blå" });
  });

  it("415 for a body not sent as JSON (text/plain, a form, none); nothing changes", async () => {
    const event = await addEvent(database());
    const before = await databaseChecksum(database());
    const body = JSON.stringify(guest(1));
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "",
    ]) {
      const response = await visitor.request(`/api/events/${event.slug}/registrations`, {
        method: "POST",
        body,
        headers: { "content-type": type, "x-forwarded-for": newAddress() },
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: "Send indholdet som JSON." });
    }
    expect(await databaseChecksum(database())).toBe(before);
    const json = await visitor.request(`/api/events/${event.slug}/registrations`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "x-forwarded-for": newAddress(),
      },
    });
    expect(json.status).toBe(201);
  });

  it("413 over 16 KiB, 403 from another site, 405 for other methods; nothing changes", async () => {
    const event = await addEvent(database());
    const before = await databaseChecksum(database());
    const large = await signUp(event.slug, { ...guest(1), name: "x".repeat(17 * 1024) });
    expect(large.status).toBe(413);
    const foreign = await visitor.post(`/api/events/${event.slug}/registrations`, guest(1), {
      origin: "https://evil.example",
      "x-forwarded-for": newAddress(),
    });
    expect(foreign.status).toBe(403);
    expect((await visitor.get(`/api/events/${event.slug}/registrations`)).status).toBe(405);
    expect((await visitor.put(`/api/events/${event.slug}/registrations`, guest(1))).status).toBe(
      405,
    );
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("a filled honeypot answers as a seat and stores no registration", async () => {
    const event = await addEvent(database(), { capacity: 1 });
    const bot = await signUp(event.slug, { ...guest(1), website: "https://spam.example" });
    expect(bot.status).toBe(201);
    expect(await bot.json()).toEqual({ status: "confirmed" });
    expect(await rows(event.id)).toEqual([]);
    // The seat is still free.
    expect(await (await signUp(event.slug, guest(2))).json()).toEqual({ status: "confirmed" });
  });

  it(`${SIGN_UPS_PER_HOUR} sign-ups an hour per address, then 429; another address is not affected`, async () => {
    expect(SIGN_UPS_PER_HOUR).toBe(10);
    const event = await addEvent(database());
    const address = newAddress();
    const statuses = [];
    for (let n = 1; n <= SIGN_UPS_PER_HOUR + 1; n += 1) {
      statuses.push((await signUp(event.slug, guest(n), address)).status);
    }
    expect(statuses).toEqual([...Array(SIGN_UPS_PER_HOUR).fill(201), 429]);
    const limited = await signUp(event.slug, guest(100), address);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(await rows(event.id)).toHaveLength(SIGN_UPS_PER_HOUR);
    expect((await signUp(event.slug, guest(101))).status).toBe(201);
  });
});

describe.each(testDatabases())("the sweep at start on $name", (kind) => {
  const fresh = freshDatabases(kind);

  it("a server starting erases the sign-ups of an event that ended over 30 days ago", async () => {
    const config = await fresh();
    const handle = openDatabase(config);
    const then = new Date(daysFromNow(-40));
    let eventId: string;
    try {
      await migrate(handle);
      const event = await createEvent(
        handle.db,
        eventInput.parse({
          title: "Gammel turnering",
          kind: "tournament",
          starts_at: daysFromNow(-39),
          ends_at: daysFromNow(-38.9),
          status: "scheduled",
        }),
        then,
      );
      eventId = event.id;
      const guest = registrationInput(1).parse({ name: "Gæst", email: "gaest@example.dk" });
      expect((await store(handle.db, event.slug, guest, then)).kind).toBe("registered");
    } finally {
      await handle.close();
    }
    const server = await startServer(
      { DATABASE_URL: config.databaseUrl },
      { dataDir: config.dataDir },
    );
    try {
      await expect
        .poll(async () => (await withDatabase(config, (db) => listRegistrations(db, eventId)))[0])
        .toMatchObject({ name: null, email: null, team_name: null, status: "confirmed" });
    } finally {
      await server.stop();
    }
  });
});
