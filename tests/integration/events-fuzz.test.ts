import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Event } from "#app/features/events/event.ts";
import { listRegistrations } from "#app/features/events/registrations.server.ts";
import { registrationInput } from "#app/features/events/schema.ts";
import { type ApiClient, apiClient } from "#tests/support/api-client.ts";
import { withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { useServer } from "#tests/support/server.ts";

/**
 * Arbitrary JSON at the public sign-up endpoint (product.md §11): never a 500; a registration is
 * added exactly for valid input with a new e-mail; a field of the wrong JSON type is refused with
 * that field's error, never coerced.
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
  let solo: Event;
  let team: Event;
  const server = useServer({ TRUST_PROXY: "true" });
  const config = () => ({ dataDir: server().dataDir });
  beforeAll(async () => {
    // Each request from its own address: the hourly limit is proven in event-registrations.test.ts.
    visitor = apiClient(server().url, "", { spreadAddresses: true });
    solo = await addEvent(config(), { capacity: null });
    team = await addEvent(config(), { capacity: 3, team_size: 4 });
  });
  const count = (event: Event) =>
    withDatabase(config(), async (db) => (await listRegistrations(db, event.id)).length);

  it("answers 201 or 200 exactly for valid input, never a 500, and adds a row only for a new e-mail", async () => {
    const seen = new Map<string, Set<string>>([
      [solo.id, new Set()],
      [team.id, new Set()],
    ]);
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, forTeam) => {
        const event = forTeam ? team : solo;
        const before = await count(event);
        const response = await visitor.post(`/api/events/${event.slug}/registrations`, input);
        const parsed = registrationInput(event.team_size).safeParse(input);
        const label = JSON.stringify(input);
        const emails = seen.get(event.id) ?? new Set();
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
        expect(response.status, label).toBe(repeated ? 200 : 201);
        expect(["confirmed", "waitlisted"]).toContain((await response.json()).status);
        expect(await count(event)).toBe(before + (repeated ? 0 : 1));
        emails.add(parsed.data.email);
      }),
      { numRuns: 80 },
    );
  });

  it("refuses a field of the wrong JSON type with 400 and that field's error, and adds nothing", async () => {
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
    // Events of its own: the e-mails the JSON test signed up do not count here.
    const formSolo = await addEvent(config(), { capacity: null });
    const formTeam = await addEvent(config(), { capacity: 3, team_size: 4 });
    const seen = new Map<string, Set<string>>([
      [formSolo.id, new Set()],
      [formTeam.id, new Set()],
    ]);
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), async (input, forTeam) => {
        const event = forTeam ? formTeam : formSolo;
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
          new RegExp(`^/begivenheder/${event.slug}\\?tilmelding=(bekraeftet|venteliste&nr=\\d+)$`),
        );
        const emails = seen.get(event.id) ?? new Set();
        const added = !website && !emails.has(parsed.data.email);
        expect(await count(event), label).toBe(before + (added ? 1 : 0));
        if (!website) emails.add(parsed.data.email);
      }),
      { numRuns: 60 },
    );
  });
});
