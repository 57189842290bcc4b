import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { listRegistrations, setCheckedIn } from "#app/features/events/registrations.server.ts";
import { registrationInput } from "#app/features/events/schema.ts";
import { bracketInput, matchInput } from "#app/features/tournaments/schema.ts";
import type { ApiClient } from "#tests/support/api-client.ts";
import { withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { answeredSafely, asSent } from "#tests/support/fuzz.ts";
import { useFuzzServer } from "#tests/support/server.ts";

/**
 * Arbitrary JSON at the tournament endpoints (docs/api.md, "Tournaments"): never a 500 or a
 * stack trace; a refusal (400, 404, 409) changes nothing; a result is saved exactly when the
 * body is valid and made from the match's current version; a gamertag is taken exactly as the
 * sign-up schema takes it.
 */

const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, fc.jsonValue({ maxDepth: 2 }));

/** A match change: mostly plausible, often not. */
const changeBody = (version: () => number) =>
  fc
    .record(
      {
        scores: field(fc.tuple(fc.integer({ min: -2, max: 4 }), fc.integer({ min: -2, max: 4 }))),
        forfeit: field(fc.constantFrom(0, 1, 2)),
        status: field(fc.constantFrom("running", "completed")),
        station: field(fc.string({ maxLength: 34 })),
        reset: field(fc.constantFrom(true, false)),
        id: fc.string(),
      },
      { requiredKeys: [] },
    )
    .chain((body) =>
      fc
        .oneof(fc.constant("current"), fc.constant("old"), fc.jsonValue({ maxDepth: 1 }))
        .map((which) => ({
          ...body,
          version: which === "current" ? version() : which === "old" ? 1 : which,
        })),
    );

describe("the tournament endpoints under arbitrary input", () => {
  let staff: ApiClient;
  let visitor: ApiClient;
  const { config, client, signedIn } = useFuzzServer();
  beforeAll(async () => {
    staff = await signedIn({ staff: true });
    visitor = client();
  });

  /** A tournament of `format` with `players` signed up and checked in; their registration ids. */
  async function tournament(players: number, fields: Record<string, unknown> = {}) {
    const event = await addEvent(config(), { kind: "tournament", ...fields });
    for (let n = 1; n <= players; n++) {
      const response = await visitor.post(`/api/events/${event.slug}/registrations`, {
        name: `Spiller ${n}`,
        email: `fuzz${n}-${event.slug}@example.dk`,
      });
      expect(response.status).toBe(201);
    }
    const ids = await withDatabase(config(), async (db) => {
      const rows = await listRegistrations(db, event.id);
      for (const row of rows) await setCheckedIn(db, event.id, row.id, true);
      return rows.map((row) => row.id);
    });
    return { event, ids };
  }

  it("PATCH of a match: never a 500, a refusal changes nothing, a save only for a valid body", async () => {
    for (const format of ["round_robin", "single_elimination"]) {
      const { event } = await tournament(4, { format, best_of: 3 });
      const created = await staff.post(`/api/admin/events/${event.id}/bracket`, {
        seeding: "random",
      });
      expect(created.status).toBe(201);
      const { matches } = await created.json();
      const versions = new Map<string, number>(
        matches.map((m: { id: string; version: number }) => [m.id, m.version]),
      );
      const ids = [...versions.keys()];
      let current = ids[0] as string;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ids, "findes-ikke"),
          changeBody(() => versions.get(current) ?? 1),
          async (match, body) => {
            current = match;
            const sent = { ...body, version: body.version };
            const label = `${format} ${match} ${JSON.stringify(sent)}`;
            const { response, text } = await answeredSafely(
              config(),
              () => staff.patch(`/api/admin/events/${event.id}/matches/${match}`, sent),
              { label, wrote: (status) => status === 200 },
            );
            expect([200, 400, 404, 409], label).toContain(response.status);
            const valid = matchInput.safeParse(asSent(sent)).success;
            if (!valid) expect(response.status, label).toBe(400);
            if (response.status === 200) {
              expect(valid, label).toBe(true);
              const saved = JSON.parse(text);
              expect(saved.version, label).toBeGreaterThan(versions.get(match) ?? 0);
            }
            // Results move other matches on: read every version afresh.
            const bracket = await (await staff.get(`/api/admin/events/${event.id}/bracket`)).json();
            for (const m of bracket.matches) versions.set(m.id, m.version);
          },
        ),
        { numRuns: 60 },
      );
    }
  });

  it("POST of a bracket: never a 500; 201 exactly for a valid seeding, a refusal writes nothing", async () => {
    const { event, ids } = await tournament(3);
    const seeding = fc.oneof(
      fc.constant("random"),
      fc.shuffledSubarray(ids, { minLength: 0, maxLength: 3 }),
      fc.array(fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 40 })), { maxLength: 5 }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.record({ seeding }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const label = JSON.stringify(input);
        const { response } = await answeredSafely(
          config(),
          () => staff.post(`/api/admin/events/${event.id}/bracket`, input),
          { label, wrote: (status) => status === 201 },
        );
        const parsed = bracketInput.safeParse(asSent(input));
        const exact =
          parsed.success &&
          (parsed.data.seeding === "random" ||
            (parsed.data.seeding.length === 3 &&
              new Set(parsed.data.seeding).size === 3 &&
              parsed.data.seeding.every((id) => ids.includes(id))));
        expect(response.status, label).toBe(exact ? 201 : 400);
        if (exact) {
          const deleted = await staff.delete(`/api/admin/events/${event.id}/bracket`);
          expect(deleted.status).toBe(204);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("a solo tournament's sign-up: the gamertag is taken exactly as the schema takes it", async () => {
    const event = await addEvent(config(), { kind: "tournament", capacity: null });
    const gamertag = fc.oneof(
      fc.string({ maxLength: 34 }),
      fc.constantFrom("", " ", null, "G".repeat(30), "G".repeat(31)),
      fc.jsonValue({ maxDepth: 1 }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(gamertag, async (tag) => {
        n += 1;
        const body = { name: "Gamer", email: `gamer${n}@example.dk`, gamertag: tag };
        const label = JSON.stringify(body);
        const { response } = await answeredSafely(
          config(),
          () => visitor.post(`/api/events/${event.slug}/registrations`, body),
          { label, wrote: (status) => status === 201 },
        );
        const parsed = registrationInput(1, "tournament").safeParse(asSent(body));
        expect(response.status, label).toBe(parsed.success ? 201 : 400);
        if (parsed.success) {
          const stored = await withDatabase(config(), (db) =>
            db
              .selectFrom("event_registrations")
              .select("gamertag")
              .where("email", "=", body.email)
              .executeTakeFirst(),
          );
          expect(stored?.gamertag, label).toBe(parsed.data.gamertag);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("GET of a bracket at any path: 404 or the bracket, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 90 }), async (slug) => {
        const path = `/api/events/${encodeURIComponent(slug)}/bracket`;
        const { response } = await answeredSafely(config(), () => visitor.get(path), {
          label: path,
        });
        expect([200, 404], path).toContain(response.status);
      }),
      { numRuns: 40 },
    );
  });
});
