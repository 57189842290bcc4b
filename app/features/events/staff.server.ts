import { changesLine, describeChanges } from "#app/lib/forms/changes.ts";
import type { AuditAction } from "#app/platform/audit.server.ts";
import { publishContentChange } from "#app/platform/content-events.server.ts";
import { database } from "#app/platform/database.server.ts";
import { eventForm, storedOf } from "./admin/event-form-fields.ts";
import type { Event, Registration } from "./event.ts";
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  restoreEvent,
  updateEvent,
} from "./events.server.ts";
import { mailEventCancelled, mailPromoted } from "./mails.server.ts";
import { findEvent } from "./queries.server.ts";
import { cancelRegistration, setCheckedIn } from "./registrations.server.ts";
import type { EventInput, EventUpdate } from "./schema.ts";

/**
 * Staff's changes to events (docs/api.md#events-for-staff), for the admin API and
 * `/admin/begivenheder` alike: each writes its audit entry in the change's own transaction
 * (docs/api.md#audit-log-and-trash), then moves the content version so the public pages, the
 * sitemap and the calendar feeds follow on every instance. Summaries are short Danish lines naming
 * the event by its title and a guest by name, never by e-mail. Who is given a seat from the
 * waitlist, and everyone told of a cancellation, is mailed after the answer (mails.server.ts).
 */

const quoted = (event: Pick<Event, "title">) => `"${event.title}"`;

/** The audit entry of staff's change `action` to event `id`. */
const eventEntry = (actor: string, action: AuditAction, id: string, summary: string) => ({
  actor,
  action,
  target_type: "event",
  target_id: id,
  summary,
});

/** A tournament's settings, which only the API sets so far: named when an edit changes them. */
const TOURNAMENT_WORDS: [keyof Event, string][] = [
  ["format", "turneringsform"],
  ["best_of", "bedst af"],
  ["final_best_of", "finalens bedst af"],
  ["third_place", "kamp om 3.-pladsen"],
];

/** What an edit changed, as the form names it, with the old and new value (changes.ts). */
function changedLine(before: Event, after: Event): string {
  const changes = describeChanges(eventForm.field, storedOf(before).value, storedOf(after).value);
  const settings = TOURNAMENT_WORDS.filter(([key]) => before[key] !== after[key]).map(
    ([, word]) => word,
  );
  const line = [changesLine(changes), ...settings].filter(Boolean).join(", ");
  return line ? `: ${line}` : "";
}

/** `1 tilmeldt`, `2 tilmeldte`. */
const signedUp = (count: number) => `${count} ${count === 1 ? "tilmeldt" : "tilmeldte"}`;

const promotedText = (promoted: Registration[]) =>
  promoted.length === 0 ? "" : `; ${promoted.length} rykket op fra ventelisten`;

export async function staffCreateEvent(actor: string, input: EventInput): Promise<Event> {
  const event = await createEvent(database().db, input, new Date(), (created) =>
    eventEntry(actor, "event.create", created.id, `Oprettede ${quoted(created)}`),
  );
  await publishContentChange();
  return event;
}

export async function staffUpdateEvent(actor: string, id: string, input: EventUpdate) {
  const result = await updateEvent(database().db, id, input, new Date(), (done) => {
    const changed = changedLine(done.before, done.after);
    const summary = `Rettede ${quoted(done.after)}${changed}${promotedText(done.promoted)}`;
    return eventEntry(actor, "event.update", id, summary);
  });
  if (result.kind === "updated") {
    await publishContentChange();
    mailPromoted(result.event, result.promoted);
  }
  return result;
}

/** `Aflys`: the event cancelled; everyone confirmed or waitlisted gets the staff's message. */
export async function staffCancelEvent(actor: string, id: string, message: string) {
  const result = await cancelEvent(database().db, id, message, new Date(), (done) =>
    eventEntry(
      actor,
      "event.cancel",
      id,
      `Aflyste ${quoted(done.event)} og skrev til ${signedUp(done.recipients.length)}`,
    ),
  );
  if (result.kind === "cancelled") {
    await publishContentChange();
    mailEventCancelled(result.event, result.recipients, message);
  }
  return result;
}

/**
 * `Slet`: into the trash. An event with guests to tell (`guestsToTell`) is cancelled with the
 * staff's `message` first, in the same transaction, and each guest gets it by e-mail as after
 * `Aflys`; without a message it is refused (`message-needed`) and nothing changes.
 */
export async function staffDeleteEvent(actor: string, id: string, message?: string) {
  const result = await deleteEvent(
    database().db,
    id,
    actor,
    new Date(),
    ({ event, told }) => {
      const wrote = told.length ? ` og skrev til ${signedUp(told.length)}` : "";
      return eventEntry(actor, "event.delete", id, `Lagde ${quoted(event)} i papirkurven${wrote}`);
    },
    message,
  );
  if (result.kind === "deleted") {
    await publishContentChange();
    if (message) mailEventCancelled(result.event, result.told, message);
  }
  return result;
}

export async function staffRestoreEvent(actor: string, id: string): Promise<Event | undefined> {
  const event = await restoreEvent(database().db, id, new Date(), (restored) =>
    eventEntry(actor, "event.restore", id, `Gendannede ${quoted(restored)} fra papirkurven`),
  );
  if (event) await publishContentChange();
  return event;
}

const guestName = (registration: Registration) => registration.name ?? "en anonymiseret gæst";

export type RegistrationChange = { checked_in: boolean } | { status: "cancelled" };

export type RegistrationChangeResult =
  | { kind: "changed"; registration: Registration; promoted: Registration[] }
  | { kind: "not-found" };

/**
 * `Tjek ind` (or undoing it), or staff cancelling a registration: the seat goes to the first on
 * the waitlist in the same transaction.
 */
export async function staffChangeRegistration(
  actor: string,
  eventId: string,
  registrationId: string,
  change: RegistrationChange,
): Promise<RegistrationChangeResult> {
  const db = database().db;
  const event = await findEvent(db, eventId);
  if (!event) return { kind: "not-found" };
  const entry = (registration: Registration, summary: string) =>
    ({
      actor,
      action: "registration.update",
      target_type: "registration",
      target_id: registration.id,
      summary,
    }) as const;
  if ("checked_in" in change) {
    const registration = await setCheckedIn(
      db,
      eventId,
      registrationId,
      change.checked_in,
      new Date(),
      (done) =>
        entry(
          done,
          change.checked_in
            ? `Tjekkede ${guestName(done)} ind til ${quoted(event)}`
            : `Fjernede indtjekningen af ${guestName(done)} til ${quoted(event)}`,
        ),
    );
    return registration ? { kind: "changed", registration, promoted: [] } : { kind: "not-found" };
  }
  const result = await cancelRegistration(db, eventId, registrationId, new Date(), (done) =>
    entry(
      done.registration,
      `Afmeldte ${guestName(done.registration)} fra ${quoted(event)}${promotedText(done.promoted)}`,
    ),
  );
  if (result.kind === "not-found") return result;
  if (!result.already) {
    await publishContentChange();
    mailPromoted(result.event, result.promoted);
  }
  return { kind: "changed", registration: result.registration, promoted: result.promoted };
}
