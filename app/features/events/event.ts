import type { Lang } from "#app/content/language.ts";
import type { ImageRef } from "#app/content/sections.ts";
import type {
  EventKind,
  EventRegistrationsTable,
  EventStatus,
  TournamentFormat,
} from "#app/db/schema.ts";

/**
 * An event and a registration as the API and the pages know them (docs/api.md#events-for-staff),
 * and whether an event takes sign-ups: no zod and no database here, so the public pages may import
 * it.
 */

export type Event = {
  id: string;
  slug: string;
  title: string;
  kind: EventKind;
  game: string | null;
  description: string;
  /** UTC ISO 8601; pages show Copenhagen time. */
  starts_at: string;
  ends_at: string;
  /** Null: no limit. */
  capacity: number | null;
  team_size: number;
  /** Kroner; 0 is free. */
  price: number;
  /** When sign-up closes (the start, unless staff chose otherwise). */
  signup_closes_at: string;
  waitlist: boolean;
  status: EventStatus;
  image: ImageRef | null;
  /** The staff's message when they cancelled it. */
  cancel_message: string | null;
  version: number;
  /** iCalendar's SEQUENCE: raised on every change of time or status. */
  sequence: number;
  created_at: string;
  updated_at: string;
  /** How its tournament is played (when `kind` is `tournament`). */
  format: TournamentFormat;
  /** Games per match: 1, 3 or 5. */
  best_of: number;
  /** The final's (and a grand final's) best of; null: as every other match. */
  final_best_of: number | null;
  /** Single elimination: a match for third place. */
  third_place: boolean;
  /**
   * The title and description in English, written by staff (docs/pages.md#english); an empty
   * text shows the Danish on the English pages.
   */
  en: EventEnglish;
};

type EventEnglish = { title: string; description: string };

/** An event with its seat counts (the admin's list, the public pages). */
export type EventWithCounts = Event & { confirmed: number; waitlisted: number };

/**
 * A sign-up as the store hands it out (its links' hashes are a table of their own). Name, e-mail
 * and team name are null once erased, 30 days after the event.
 */
export type Registration = Omit<EventRegistrationsTable, "lang"> & { lang: Lang };

/** What a sign-up for the event would get now. */
export type SignUpState = "open" | "waitlist" | "full" | "closed";

export function signUpState(event: Event, confirmed: number, now: Date): SignUpState {
  const at = now.toISOString();
  if (event.status !== "scheduled") return "closed";
  if (at >= event.signup_closes_at || at >= event.ends_at) return "closed";
  if (event.capacity === null || confirmed < event.capacity) return "open";
  return event.waitlist ? "waitlist" : "full";
}

/**
 * How many a `Slet` of the event tells, as `Aflys` does: everyone confirmed or on the waitlist,
 * unless the event was cancelled (they were told then) or is over.
 */
export function guestsToTell(
  event: Pick<EventWithCounts, "status" | "ends_at" | "confirmed" | "waitlisted">,
  now = new Date(),
): number {
  if (event.status === "cancelled" || now.toISOString() >= event.ends_at) return 0;
  return event.confirmed + event.waitlisted;
}

/** A text shown on a page, with its language when it differs from the page's. */
export type Localized = { text: string; lang: Lang | undefined };

/**
 * The event's title and description for a page in `lang` (docs/pages.md#english): the English
 * staff wrote, or where they left it empty the Danish, marked `lang="da"` on an English page.
 */
export function eventTexts(
  event: Pick<Event, "title" | "description" | "en">,
  lang: Lang,
): { title: Localized; description: Localized } {
  const pick = (danish: string, english: string): Localized =>
    lang === "da" || !english.trim()
      ? { text: danish, lang: lang === "da" ? undefined : "da" }
      : { text: english, lang: undefined };
  return {
    title: pick(event.title, event.en.title),
    description: pick(event.description, event.en.description),
  };
}
