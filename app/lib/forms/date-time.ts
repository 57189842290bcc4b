import { TZDate } from "@date-fns/tz";

/**
 * The date-time field's two sides: `<input type="datetime-local">` shows and takes the center's
 * wall-clock time in Copenhagen (`2026-12-14T18:00`), whatever the browser's own zone; the value
 * posted and stored is ISO 8601 with the offset that held then (`2026-12-14T18:00:00+01:00`,
 * `2026-07-01T18:30:00+02:00`). Summer time is the zone's own rule (@date-fns/tz over Intl):
 * a time the spring change skips (02:30 on the last Sunday of March) is read as the hour after
 * (03:30 summer time); one the autumn change repeats as its second, winter-time occurrence.
 */

const ZONE = "Europe/Copenhagen";
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const two = (n: number) => String(n).padStart(2, "0");

/** A stored moment as the field shows it in Copenhagen; "" for nothing or what is not a time. */
export function localFromIso(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return "";
  const local = new TZDate(at.getTime(), ZONE);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

/**
 * What the field holds, as ISO 8601 with Copenhagen's offset; "" stays "" (no time given) and
 * text that is no date and time comes back as it was, for the schema to refuse.
 */
export function isoFromLocal(text: string): string {
  const trimmed = text.trim();
  const parts = LOCAL.exec(trimmed);
  if (!parts) return trimmed;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const local = new TZDate(year, month - 1, day, hour, minute, second, ZONE);
  // 2026-02-30 would roll into March: a day the calendar lacks is refused, not moved.
  if (local.getMonth() !== month - 1 || local.getDate() !== day || hour > 23 || minute > 59) {
    return trimmed;
  }
  return local.toISOString().replace(".000", "");
}

/** A moment in one line (a conflict, a history): `2026-12-14 kl. 18:00`, Copenhagen time. */
export function dateTimeText(value: unknown): string {
  const local = typeof value === "string" && LOCAL.test(value) ? value : localFromIso(value);
  return local.slice(0, 16).replace("T", " kl. ");
}
