import type { EventWithCounts } from "#app/features/events/event.ts";

/**
 * An event as the store hands it out, for tests of what is made from one (the calendar file, the
 * public status) without a database: a scheduled LAN night in Copenhagen's winter, 18.00-24.00,
 * free, no seat limit, nobody signed up, unless `fields` say otherwise.
 */
export const eventRow = (fields: Partial<EventWithCounts> = {}): EventWithCounts => ({
  id: "0f4c2b9e-1111-4222-8333-944455556666",
  slug: "lan-aften",
  title: "LAN-aften",
  kind: "lan",
  game: null,
  description: "",
  starts_at: "2026-12-10T17:00:00.000Z",
  ends_at: "2026-12-10T23:00:00.000Z",
  capacity: null,
  team_size: 1,
  price: 0,
  signup_closes_at: "2026-12-10T17:00:00.000Z",
  waitlist: true,
  status: "scheduled",
  image: null,
  cancel_message: null,
  version: 1,
  sequence: 0,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  format: "single_elimination",
  best_of: 1,
  final_best_of: null,
  third_place: false,
  en: { title: "", description: "" },
  confirmed: 0,
  waitlisted: 0,
  ...fields,
});
