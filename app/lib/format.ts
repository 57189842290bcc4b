/** Danish formatting, the same on the server and in every visitor's browser. */

/** The center's clock: every time shown or typed is Copenhagen's. */
export const TIME_ZONE = "Europe/Copenhagen";

const decimal1 = new Intl.NumberFormat("da-DK", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `4.8` → `4,8`; `5` → `5,0`. */
export function formatRating(value: number): string {
  return decimal1.format(value);
}

const kroner = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 });
const kronerAndOere = new Intl.NumberFormat("da-DK", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `12` → `12 kr.`; `1250` → `1.250 kr.`; `12.5` → `12,50 kr.` */
export function formatKroner(value: number): string {
  const format = Number.isInteger(value) ? kroner : kronerAndOere;
  return `${format.format(value)} kr.`;
}

const conjunction = new Intl.ListFormat("da", { type: "conjunction" });

/** `["a", "b", "c"]` → `a, b og c` */
export function listText(items: string[]): string {
  return conjunction.format(items);
}

const dateFormat = new Intl.DateTimeFormat("da-DK", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/** `2026-11-22T10:00:00Z` → `22. november 2026` (Copenhagen calendar day). */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}

/**
 * Copenhagen wall-clock time as `HH.MM.SS`, whatever the visitor's own time zone: UTC+1, and
 * UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October
 * (EU summer time, directive 2000/84/EC). Worked out by hand rather than with
 * `Intl.DateTimeFormat`, whose first use makes a phone load its time zone data on the main
 * thread while the page starts (docs/performance.md). Self-contained (no outside names): the page script ships this function's source.
 * `format.test.ts` checks it against `Intl` across a century.
 */
export function formatClock(at: Date): string {
  const year = at.getUTCFullYear();
  const lastSundayAt1 = (month: number) => {
    const day = new Date(Date.UTC(year, month + 1, 0, 1));
    day.setUTCDate(day.getUTCDate() - day.getUTCDay());
    return day.getTime();
  };
  const time = at.getTime();
  const summer = time >= lastSundayAt1(2) && time < lastSundayAt1(9);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(local.getUTCHours())}.${two(local.getUTCMinutes())}.${two(local.getUTCSeconds())}`;
}

/**
 * Text that stays on one line, its spaces non-breaking: every phone number shown (split over two
 * lines, it is misread or mistyped) and the short label before one on a call button. Danish
 * numbers are written with spaces; the non-breaking hyphen is not in the site's fonts.
 */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, "\u00a0");
}

/** `+45 12 34 56 78` → `tel:+4512345678` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A `mailto:` link, optionally with a subject and a body the visitor can fill in. */
export function mailtoHref(
  email: string,
  fields: { subject?: string; body?: string } = {},
): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join("&");
  return `mailto:${email}${query ? `?${query}` : ""}`;
}

const counts = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 });

/** A count as Danes write it: 10.000. */
export function formatCount(value: number): string {
  return counts.format(value);
}

const eventTimeFormat = new Intl.DateTimeFormat("da-DK", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** The Copenhagen calendar parts of a moment, by name. */
function eventParts(value: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of eventTimeFormat.formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts;
}

/**
 * An event's start as Danes say it, in Copenhagen time: `lørdag 14. december kl. 18.00`
 * (`withYear`: `lørdag 14. december 2025 kl. 18.00`, for events of another year).
 */
export function formatEventTime(value: string, { withYear = false } = {}): string {
  const p = eventParts(value);
  const day = `${p.weekday} ${p.day}. ${p.month}${withYear ? ` ${p.year}` : ""}`;
  return `${day} kl. ${p.hour}.${p.minute}`;
}

/**
 * An event from start to end: `lørdag 14. december kl. 18.00–23.00` on one day, or both moments
 * in full when it runs past midnight.
 */
export function formatEventSpan(start: string, end: string, options = { withYear: false }): string {
  const from = eventParts(start);
  const to = eventParts(end);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  if (sameDay) return `${formatEventTime(start, options)}–${to.hour}.${to.minute}`;
  return `${formatEventTime(start, options)} til ${formatEventTime(end, options)}`;
}

const shortDateFormat = new Intl.DateTimeFormat("da-DK", {
  dateStyle: "short",
  timeZone: TIME_ZONE,
});

/** A moment, short, in Copenhagen time (a registration in the admin): `14.12.2026 18.00`. */
export function formatShortDateTime(value: string): string {
  const p = eventParts(value);
  return `${shortDateFormat.format(new Date(value))} ${p.hour}.${p.minute}`;
}

const dateTimeFormat = new Intl.DateTimeFormat("da-DK", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: TIME_ZONE,
});

/** `2026-11-26T07:31:05Z` → `26. nov. 2026 kl. 08.31.05` (Copenhagen time, e.g. in the log). */
export function formatDateTime(value: string | Date): string {
  const parts = dateTimeFormat.formatToParts(typeof value === "string" ? new Date(value) : value);
  return parts
    .map((part) => (part.type === "literal" && part.value.startsWith(",") ? " kl. " : part.value))
    .join("");
}
