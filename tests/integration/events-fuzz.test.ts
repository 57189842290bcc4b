import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Event } from "#app/features/events/event.ts";
import { listRegistrations } from "#app/features/events/registrations.server.ts";
import {
  cancelInput,
  eventInput,
  eventUpdate,
  registrationInput,
} from "#app/features/events/schema.ts";
import type { ApiClient } from "#tests/support/api-client.ts";
import { withDatabase } from "#tests/support/databases.ts";
import { addEvent, daysFromNow } from "#tests/support/events.ts";
import { addsExactlyValid, asSent } from "#tests/support/fuzz.ts";
import { useFuzzServer } from "#tests/support/server.ts";

/**
 * Arbitrary JSON at the public sign-up endpoint (docs/api.md#post-apieventsslugregistrations):
 * never a 500; a registration is added exactly for valid input with a new e-mail; a field of the
 * wrong JSON type is refused with that field's error, never coerced.
 */

const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, fc.jsonValue({ maxDepth: 2 }));

const body = fc.record(
  {
    name: field(fc.string({ maxLength: 110 })),
    email: field(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }))),
    team_name: field(fc.option(fc.string({ maxLength: 70 }))),
    website: fc.constantFrom("", "https://spam.example", null),
    status: fc.constantFrom("confirmed", "waitlisted", "cancelled"),
    position: fc.integer(),
    id: fc.string(),
  },
  { requiredKeys: [] },
);

/** Values that look right but have the wrong JSON type. */
const LOOKALIKES: Record<string, unknown[]> = {
  name: [5, ["Mads"], { name: "Mads" }, true, null],
  email: [5, ["mads@example.dk"], { email: "mads@example.dk" }, false, null],
  team_name: [5, ["De Blå"], { name: "De Blå" }, true, null],
};

describe("the public sign-up endpoint under arbitrary input", () => {
  let visitor: ApiClient;
  const { config, client } = useFuzzServer();
  beforeAll(async () => {
    // Each request from its own address: the hourly limit is proven in event-registrations.test.ts.
    visitor = client();
  });
  const count = (event: Event) =>
    withDatabase(config(), async (db) => (await listRegistrations(db, event.id)).length);
  const teamEvent = () => addEvent(config(), { capacity: 3, team_size: 4 });

  /**
   * A solo event and a team event of the test's own, each with the e-mails the test signed up
   * to it: `pick(forTeam)` is one of them.
   */
  const twoEvents = async () => {
    const solo = { event: await addEvent(config(), { capacity: null }), emails: new Set<string>() };
    const team = { event: await teamEvent(), emails: new Set<string>() };
    return (forTeam: boolean) => (forTeam ? team : solo);
  };

  it("answers 201 exactly for valid input (a repeat too), never a 500, and adds a row only for a new e-mail", async () => {
    const pick = await twoEvents();
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, forTeam) => {
        const { event, emails } = pick(forTeam);
        const before = await count(event);
        const response = await visitor.post(`/api/events/${event.slug}/registrations`, input);
        const parsed = registrationInput(event.team_size).safeParse(input);
        const label = JSON.stringify(input);
        if (!parsed.success) {
          expect(response.status, label).toBe(400);
          expect(await count(event)).toBe(before);
          return;
        }
        if (parsed.data.website) {
          expect(response.status, label).toBe(201);
          expect(await count(event)).toBe(before);
          return;
        }
        const repeated = emails.has(parsed.data.email);
        expect(response.status, label).toBe(201);
        expect(["confirmed", "waitlisted"]).toContain((await response.json()).status);
        expect(await count(event)).toBe(before + (repeated ? 0 : 1));
        emails.add(parsed.data.email);
      }),
      { numRuns: 80 },
    );
  });

  it("refuses a field of the wrong JSON type with 400 and that field's error, and adds nothing", async () => {
    const team = await teamEvent();
    const valid = { name: "Typet", email: "typet@example.dk", team_name: "Holdet" };
    const wrong = fc.constantFrom(...Object.keys(LOOKALIKES)).chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(
          fc.constantFrom(...(LOOKALIKES[name] ?? [])),
          fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value !== "string"),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(wrong, async ([name, value]) => {
        const before = await count(team);
        const response = await visitor.post(`/api/events/${team.slug}/registrations`, {
          ...valid,
          [name]: value,
        });
        expect(response.status, `${name}: ${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys((await response.json()).fieldErrors)).toEqual([name]);
        expect(await count(team)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it("the event page's form post (no JavaScript): never a 500; a redirect to the answer exactly for valid input, a row only for a new e-mail", async () => {
    const text = fc.oneof(fc.string({ maxLength: 110 }), fc.emailAddress(), fc.constant(""));
    const fields = fc.record(
      {
        name: text,
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 })),
        team_name: text,
        website: fc.constantFrom("", "https://spam.example"),
        status: fc.constantFrom("confirmed", "cancelled"),
        id: fc.string(),
      },
      { requiredKeys: [] },
    );
    const pick = await twoEvents();
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), async (input, forTeam) => {
        const { event, emails } = pick(forTeam);
        const before = await count(event);
        const response = await visitor.request(`/begivenheder/${event.slug}`, {
          method: "POST",
          body: new URLSearchParams(input).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        const label = JSON.stringify(input);
        expect(response.status, label).not.toBe(500);
        const { website, ...rest } = input;
        const parsed = registrationInput(event.team_size).safeParse({
          name: rest.name ?? "",
          email: rest.email ?? "",
          team_name: rest.team_name ?? "",
        });
        if (!parsed.success) {
          expect(response.status, label).toBe(400);
          expect(await count(event)).toBe(before);
          return;
        }
        expect(response.status, label).toBe(303);
        expect(response.headers.get("location"), label).toMatch(
          new RegExp(
            `^/begivenheder/${event.slug}\\?tilmelding=(bekraeftet|venteliste&nr=\\d+)#tilmeld$`,
          ),
        );
        const added = !website && !emails.has(parsed.data.email);
        expect(await count(event), label).toBe(before + (added ? 1 : 0));
        if (!website) emails.add(parsed.data.email);
      }),
      { numRuns: 60 },
    );
  });
});

/** An event's fields: mostly plausible, often not (arbitrary JSON in any place). */
const eventBody = fc.record(
  {
    title: field(fc.string({ maxLength: 130 })),
    kind: field(fc.constantFrom("tournament", "lan", "event", "fest")),
    game: field(fc.option(fc.string({ maxLength: 70 }))),
    description: field(fc.string({ maxLength: 200 })),
    starts_at: field(
      fc.constantFrom(daysFromNow(3), "2030-06-01T18:00:00+02:00", "2030-06-01T18:00", ""),
    ),
    ends_at: field(fc.constantFrom(daysFromNow(3.2), "2030-06-01T23:00:00+02:00", daysFromNow(1))),
    capacity: field(fc.option(fc.integer({ min: -5, max: 1100 }))),
    team_size: field(fc.integer({ min: 0, max: 12 })),
    price: field(fc.oneof(fc.integer({ min: -10, max: 11_000 }), fc.double({ noNaN: true }))),
    signup_closes_at: field(fc.option(fc.constantFrom(daysFromNow(2), ""))),
    waitlist: field(fc.boolean()),
    status: field(fc.constantFrom("draft", "scheduled", "cancelled", "slettet")),
    image: field(fc.constant(null)),
    format: field(fc.constantFrom("single_elimination", "double_elimination", "round_robin")),
    best_of: field(fc.integer({ min: 0, max: 6 })),
    final_best_of: field(fc.option(fc.constantFrom(1, 3, 5, 2))),
    third_place: field(fc.boolean()),
    id: fc.string(),
    slug: fc.string(),
    sequence: fc.integer(),
  },
  { requiredKeys: [] },
);

describe("the admin's event endpoints under arbitrary input", () => {
  let staff: ApiClient;
  const { config, client, signedIn } = useFuzzServer();
  beforeAll(async () => {
    staff = await signedIn({ staff: true });
  });
  const events = () =>
    withDatabase(config(), async (db) =>
      Number(
        (
          await db
            .selectFrom("events")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

  it("POST creates exactly for valid input (201), else 400 by field, never a 500", async () => {
    const post = (input: unknown) => staff.post("/api/admin/events", input);
    const byField = async (response: Response, valid: boolean, label: string) => {
      if (!valid) {
        const { fieldErrors } = await response.json();
        expect(Object.keys(fieldErrors).length, label).toBeGreaterThan(0);
      }
    };
    await addsExactlyValid(eventBody, eventInput, post, {
      status: 201,
      rows: events,
      numRuns: 80,
      also: byField,
    });
  });

  it("PUT saves exactly valid input from the current version, never a 500", async () => {
    const event = await addEvent(config(), { capacity: 5 });
    let version = event.version;
    await fc.assert(
      fc.asyncProperty(eventBody, fc.boolean(), async (input, current) => {
        const body = { ...input, version: current ? version : version + 7 };
        const response = await staff.put(`/api/admin/events/${event.id}`, body);
        const label = JSON.stringify(body);
        if (!eventUpdate.safeParse(asSent(body)).success) {
          expect(response.status, label).toBe(400);
          return;
        }
        expect(response.status, label).toBe(current ? 200 : 409);
        if (current) version = (await response.json()).version;
      }),
      { numRuns: 60 },
    );
  });

  it("cancel and a registration's PATCH answer 200, 400 or 404 for any body, never a 500", async () => {
    const event = await addEvent(config(), { capacity: 1 });
    const guest = await client().post(`/api/events/${event.slug}/registrations`, {
      name: "Fuzz",
      email: "fuzz@example.dk",
    });
    expect(guest.status).toBe(201);
    const listed = await staff.get(`/api/admin/events/${event.id}/registrations`);
    const [registration] = (await listed.json()).registrations;
    const any = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({ checked_in: fc.jsonValue({ maxDepth: 1 }) }),
      fc.record({ status: fc.constantFrom("cancelled", "confirmed", 1) }),
      fc.record({ message: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })) }),
    );
    await fc.assert(
      fc.asyncProperty(any, fc.boolean(), async (body, patch) => {
        const response = patch
          ? await staff.patch(
              `/api/admin/events/${event.id}/registrations/${registration.id}`,
              body,
            )
          : await staff.post(`/api/admin/events/${event.id}/cancel`, body);
        const label = JSON.stringify(body);
        expect([200, 400], label).toContain(response.status);
        if (!patch) {
          const valid =
            typeof body === "object" &&
            body !== null &&
            !Array.isArray(body) &&
            cancelInput.safeParse(body).success;
          expect(response.status, label).toBe(valid ? 200 : 400);
        }
      }),
      { numRuns: 60 },
    );
  });
});
