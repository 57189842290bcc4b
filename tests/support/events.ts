import { type DatabaseConfig, openDatabase } from "#app/db/database.server.ts";
import type { Event } from "#app/features/events/event.ts";
import { createEvent } from "#app/features/events/events.server.ts";
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
