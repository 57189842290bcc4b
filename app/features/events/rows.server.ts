import type { Selectable } from "kysely";
import type { ImageRef } from "#app/content/sections.ts";
import type { EventRegistrationsTable, EventsTable } from "#app/db/schema.ts";
import type { Event, Registration } from "./event.ts";
import type { EventInput } from "./schema.ts";

/** Rows as the store reads and writes them, and as the API shows them. */

export type EventRow = Selectable<EventsTable>;
export type RegistrationRow = Selectable<EventRegistrationsTable>;

/** SQLite gives 0/1 and text; PostgreSQL gives booleans (and counts as text). */
export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    game: row.game,
    description: row.description,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    capacity: row.capacity === null ? null : Number(row.capacity),
    team_size: Number(row.team_size),
    price: Number(row.price_ore) / 100,
    signup_closes_at: row.signup_closes_at,
    waitlist: Boolean(row.waitlist),
    status: row.status,
    image: row.image ? (JSON.parse(row.image) as ImageRef) : null,
    cancel_message: row.cancel_message,
    version: Number(row.version),
    sequence: Number(row.sequence),
    created_at: row.created_at,
    updated_at: row.updated_at,
    format: row.format,
    best_of: Number(row.best_of),
    final_best_of: row.final_best_of === null ? null : Number(row.final_best_of),
    third_place: Boolean(row.third_place),
    en: { title: row.title_en, description: row.description_en },
  };
}

/**
 * The columns an event's input sets (sign-up closes at the start unless given). The tournament
 * fields and the English are set only when sent: a new event takes the defaults, an edit that
 * leaves them out keeps what the event has.
 */
export function eventColumns(input: EventInput) {
  const { format, best_of, final_best_of, third_place, en } = input;
  return {
    ...(en === undefined ? {} : { title_en: en.title, description_en: en.description }),
    ...(format === undefined ? {} : { format }),
    ...(best_of === undefined ? {} : { best_of }),
    ...(final_best_of === undefined ? {} : { final_best_of }),
    ...(third_place === undefined ? {} : { third_place }),
    title: input.title,
    kind: input.kind,
    game: input.game,
    description: input.description,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    capacity: input.capacity,
    team_size: input.team_size,
    price_ore: Math.round(input.price * 100),
    signup_closes_at: input.signup_closes_at ?? input.starts_at,
    waitlist: input.waitlist,
    status: input.status,
    image: input.image ? JSON.stringify(input.image) : null,
  };
}

/** A registration as the store hands it out (PostgreSQL may give its position as text). */
export function toRegistration(row: RegistrationRow): Registration {
  return { ...row, position: row.position === null ? null : Number(row.position) };
}
