import { seatTexts } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { formatCount } from "#app/lib/format.ts";
import { type EventWithCounts, type SignUpState, signUpState } from "./event.ts";

/**
 * How an event stands for a visitor (docs/pages.md#the-event-pages): whether the page shows the
 * sign-up form, and the seats in words. No database and no zod: the pages import it.
 */

export type PublicState = SignUpState | "cancelled" | "ended";

export function publicState(event: EventWithCounts, now: Date): PublicState {
  if (event.status === "cancelled") return "cancelled";
  if (now.toISOString() >= event.ends_at) return "ended";
  return signUpState(event, event.confirmed, now);
}

/** The form is shown: a seat or a place on the waitlist is there to take. */
export function takesSignUps(state: PublicState): boolean {
  return state === "open" || state === "waitlist";
}

/**
 * `3 af 10 pladser ledige`, `Fuldt booket`, `Aflyst` (or `Afholdt` once it is over); in English
 * `3 of 10 seats left`, `Fully booked`, `Cancelled`.
 */
export function seatText(event: EventWithCounts, now: Date, lang: Lang = "da"): string {
  const texts = seatTexts[lang];
  if (event.status === "cancelled") return texts.cancelled;
  if (now.toISOString() >= event.ends_at) return texts.ended;
  if (event.capacity === null) return texts.unlimited;
  const left = event.capacity - event.confirmed;
  return left > 0
    ? texts.left(formatCount(left, lang), formatCount(event.capacity, lang))
    : texts.full;
}

/**
 * The next moment at which any of `events` reads differently without a write (sign-up closes,
 * it starts, it ends): a page showing them must not be kept past it.
 */
export function nextChange(events: EventWithCounts[], now: Date): Date | undefined {
  const at = now.toISOString();
  const ahead = events
    .flatMap((event) => [event.signup_closes_at, event.starts_at, event.ends_at])
    .filter((moment) => moment > at)
    .sort();
  return ahead[0] ? new Date(ahead[0]) : undefined;
}
