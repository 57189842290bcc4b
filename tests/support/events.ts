import { type DatabaseConfig, openDatabase } from "#app/db/database.server.ts";
import type { Event } from "#app/features/events/event.ts";
import { cancelEvent, createEvent } from "#app/features/events/events.server.ts";
import { signUp } from "#app/features/events/registrations.server.ts";
import { eventInput } from "#app/features/events/schema.ts";

/**
 * Events for tests that talk to a running server, written straight into its database (the
 * admin's event API comes with the admin screen). A scheduled LAN night a week from now unless
 * `fields` say otherwise. Without Vitest: the browser tests and the bench use it too.
 *
 *   const event = await addEvent(database(), { capacity: 2, waitlist: false });
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` from now (negative: ago), as ISO text. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * An event's `starts_at` and `ends_at`: starting `days` from now (negative: ago) or at an ISO
 * time, and lasting `hours`.
 */
export function timed(starts: number | string, hours = 5) {
  const start = typeof starts === "number" ? Date.now() + starts * DAY_MS : Date.parse(starts);
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + (hours / 24) * DAY_MS).toISOString(),
  };
}

/** A free solo tournament for up to 64, as the admin's event API takes it (add `timed(...)`). */
export const TOURNAMENT = {
  title: "Fredagsturnering",
  kind: "tournament",
  game: "Rocket League",
  capacity: 64,
  team_size: 1,
  price: 0,
  status: "scheduled",
};

let made = 0;

export function addEvent(
  config: DatabaseConfig,
  fields: Record<string, unknown> = {},
): Promise<Event> {
  made += 1;
  const input = eventInput.parse({
    title: `LAN-aften ${made}`,
    kind: "lan",
    starts_at: daysFromNow(7),
    ends_at: daysFromNow(7.25),
    status: "scheduled",
    ...fields,
  });
  const handle = openDatabase(config);
  return createEvent(handle.db, input).finally(() => handle.close());
}

/**
 * One public event page of each state, for the checks that go over every page (axe in the
 * browser, html-validate): the list, a team tournament with its form and a sign-up's answer, a
 * cancelled event, and a registration.
 */
export async function addEventPages(config: DatabaseConfig) {
  const team = await addEvent(config, {
    title: "Hold-cup",
    kind: "tournament",
    game: "Rocket League",
    description: "Første afsnit.\n\nAndet afsnit.",
    team_size: 3,
    capacity: 4,
    price: 150,
  });
  const cancelled = await addEvent(config, { title: "Aflyst aften" });
  const handle = openDatabase(config);
  try {
    await cancelEvent(handle.db, cancelled.id, "Sygdom");
    const signed = await signUp(handle.db, team.slug, {
      name: "Sofie",
      email: "sofie@example.dk",
      team_name: "De Blå",
    });
    if (signed.kind !== "registered") throw new Error(`sign-up: ${signed.kind}`);
    return {
      list: "/begivenheder",
      withForm: `/begivenheder/${team.slug}`,
      answer: `/begivenheder/${team.slug}?tilmelding=venteliste&nr=2`,
      cancelled: `/begivenheder/${cancelled.slug}`,
      registration: `/tilmelding/${signed.token}`,
    };
  } finally {
    await handle.close();
  }
}
