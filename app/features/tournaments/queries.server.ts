import { findPublicEvent } from "#app/features/events/queries.server.ts";
import {
  nextMatchFor,
  type PublicBracket,
  publicBracket,
  type StaffBracket,
  type StaffMatch,
  staffBracket,
  staffMatch,
} from "./bracket-json.ts";
import { entriesOf, findMatch } from "./document.ts";
import { type Db, readDocument } from "./store.server.ts";

/** Reading a bracket: for staff, for everyone (by the event's slug), for a player's own page. */

/** The event's bracket as staff see it; undefined when the event or its bracket is not there. */
export async function readStaffBracket(db: Db, eventId: string): Promise<StaffBracket | undefined> {
  const event = await db
    .selectFrom("events")
    .select("id")
    .where("id", "=", eventId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  const stored = event && (await readDocument(db, eventId));
  return stored ? staffBracket(stored.doc) : undefined;
}

/** The public bracket of the event at `slug` (not a draft, not in the trash), if it has one. */
export async function readPublicBracket(db: Db, slug: string): Promise<PublicBracket | undefined> {
  const event = await findPublicEvent(db, slug);
  const stored = event && (await readDocument(db, event.id));
  return stored ? publicBracket(stored.doc) : undefined;
}

/**
 * What a player's `/tilmelding/TOKEN` page shows of the tournament: the bracket, the player's
 * entry and their next match with any report on it; undefined when the registration is not an
 * entry of a bracket.
 */
export async function playerView(
  db: Db,
  registrationId: string,
): Promise<{ bracket: PublicBracket; entry_id: string; next: StaffMatch | null } | undefined> {
  const registration = await db
    .selectFrom("event_registrations")
    .select("event_id")
    .where("id", "=", registrationId)
    .executeTakeFirst();
  const stored = registration && (await readDocument(db, registration.event_id));
  if (!stored) return undefined;
  const { doc } = stored;
  if (!entriesOf(doc).some((e) => e.registration_id === registrationId)) return undefined;
  const bracket = publicBracket(doc);
  const next = nextMatchFor(bracket, registrationId);
  const match = next && findMatch(doc, next.id);
  return { bracket, entry_id: registrationId, next: match ? staffMatch(doc, match) : null };
}
