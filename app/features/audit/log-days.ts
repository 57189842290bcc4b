import { TZDate } from "@date-fns/tz";
import { TIME_ZONE } from "#app/lib/format.ts";

/**
 * The days of the log's date filter, typed the Danish way whatever the browser's language
 * (`14.12.2026`; also `14-12-2026`, `14/12/2026`, and the API's `2026-12-14`), read as whole days
 * on the center's clock in Copenhagen.
 */

export type Day = { year: number; month: number; day: number };

const DANISH = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How a day is typed, for the field's hint and a refusal. */
export const DAY_FORMAT = "dd.mm.åååå";

/** The day `text` names, or null: not a date, or one the calendar lacks (30.02.2026). */
export function parseDay(text: string): Day | null {
  const trimmed = text.trim();
  const danish = DANISH.exec(trimmed);
  const iso = danish ? null : ISO.exec(trimmed);
  const parts = danish ? [danish[3], danish[2], danish[1]] : iso ? iso.slice(1, 4) : null;
  if (!parts) return null;
  const [year = 0, month = 0, day = 0] = parts.map(Number);
  const start = new TZDate(year, month - 1, day, TIME_ZONE);
  return start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === day
    ? { year, month, day }
    : null;
}

const utc = (at: TZDate) => new Date(at.getTime()).toISOString();

/** The moment the day starts in Copenhagen, as the log stores times (ISO 8601, UTC). */
export function dayStart({ year, month, day }: Day): string {
  return utc(new TZDate(year, month - 1, day, TIME_ZONE));
}

/** The moment the day after starts: a filter `to` a day takes that whole day. */
export function dayEnd({ year, month, day }: Day): string {
  return utc(new TZDate(year, month - 1, day + 1, TIME_ZONE));
}
