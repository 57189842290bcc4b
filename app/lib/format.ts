import { type Lang, LOCALES } from "#app/content/language.ts";

/**
 * Danish formatting, the same on the server and in every visitor's browser; the public pages'
 * English twins (docs/pages.md#english) pass `"en"`: British English, Copenhagen's clock.
 */

/** One formatter per language, made once. */
const perLang = <T>(make: (locale: string) => T): Record<Lang, T> => ({
  da: make(LOCALES.da),
  en: make(LOCALES.en),
});

/** The center's clock: every time shown or typed is Copenhagen's. */
export const TIME_ZONE = "Europe/Copenhagen";

const decimal1 = perLang(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** `4.8` → `4,8`; `5` → `5,0` (English: `4.8`, `5.0`). */
export function formatRating(value: number, lang: Lang = "da"): string {
  return decimal1[lang].format(value);
}

/** Whole numbers with the language's thousands separator: a count, whole kroner. */
const whole = perLang((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const kronerAndOere = perLang(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * `12` → `12 kr.`; `1250` → `1.250 kr.`; `12.5` → `12,50 kr.` (English: `DKK 12`, `DKK 1,250`,
 * `DKK 12.50`).
 */
export function formatKroner(value: number, lang: Lang = "da"): string {
  const format = (Number.isInteger(value) ? whole : kronerAndOere)[lang];
  return lang === "en" ? `DKK ${format.format(value)}` : `${format.format(value)} kr.`;
}

const conjunction = perLang((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** `["a", "b", "c"]` → `a, b og c` (English: `a, b and c`) */
export function listText(items: string[], lang: Lang = "da"): string {
  return conjunction[lang].format(items);
}

/** A Copenhagen calendar day, its month in words. */
const CALENDAR_DAY = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
} as const satisfies Intl.DateTimeFormatOptions;

const dateFormat = perLang((locale) => new Intl.DateTimeFormat(locale, CALENDAR_DAY));

/**
 * `2026-11-22T10:00:00Z` → `22. november 2026` (Copenhagen calendar day; English
 * `22 November 2026`).
 */
export function formatDate(value: string | Date, lang: Lang = "da"): string {
  return dateFormat[lang].format(typeof value === "string" ? new Date(value) : value);
}

/**
 * Copenhagen wall-clock time as `HH.MM.SS` (English pages: `separator` `:`), whatever the visitor's own time zone: UTC+1, and
 * UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October
 * (EU summer time, directive 2000/84/EC). Worked out by hand rather than with
 * `Intl.DateTimeFormat`, whose first use makes a phone load its time zone data on the main
 * thread while the page starts (docs/performance.md). Self-contained (no outside names): the page script ships this function's source.
 * `format.test.ts` checks it against `Intl` across a century.
 */
export function formatClock(at: Date, separator = "."): string {
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
  return [local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()]
    .map(two)
    .join(separator);
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

/** A count as Danes write it: 10.000 (English: 10,000). */
export function formatCount(value: number, lang: Lang = "da"): string {
  return whole[lang].format(value);
}

const eventTimeFormat = perLang(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      ...CALENDAR_DAY,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** The Copenhagen calendar parts of a moment, by name. */
function eventParts(value: string, lang: Lang = "da"): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of eventTimeFormat[lang].formatToParts(new Date(value))) {
    parts[part.type] = part.value;
  }
  return parts;
}

/** How each language writes a day and a time of the clock. */
const EVENT_TIME = {
  da: {
    day: (p: Record<string, string>, year: string) => `${p.weekday} ${p.day}. ${p.month}${year}`,
    at: (day: string, time: string) => `${day} kl. ${time}`,
    time: (p: Record<string, string>) => `${p.hour}.${p.minute}`,
    until: "til",
  },
  en: {
    day: (p: Record<string, string>, year: string) => `${p.weekday} ${p.day} ${p.month}${year}`,
    at: (day: string, time: string) => `${day}, ${time}`,
    time: (p: Record<string, string>) => `${p.hour}:${p.minute}`,
    until: "to",
  },
} as const;

type EventTimeOptions = { withYear?: boolean; lang?: Lang };

/**
 * An event's start as Danes say it, in Copenhagen time: `lørdag 14. december kl. 18.00`
 * (`withYear`: `lørdag 14. december 2025 kl. 18.00`, for events of another year; English
 * `Saturday 14 December, 18:00`).
 */
export function formatEventTime(
  value: string,
  { withYear = false, lang = "da" }: EventTimeOptions = {},
): string {
  const p = eventParts(value, lang);
  const style = EVENT_TIME[lang];
  return style.at(style.day(p, withYear ? ` ${p.year}` : ""), style.time(p));
}

/**
 * An event from start to end: `lørdag 14. december kl. 18.00–23.00` on one day, or both moments
 * in full when it runs past midnight.
 */
export function formatEventSpan(
  start: string,
  end: string,
  options: EventTimeOptions = { withYear: false },
): string {
  const lang = options.lang ?? "da";
  const from = eventParts(start, lang);
  const to = eventParts(end, lang);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const style = EVENT_TIME[lang];
  if (sameDay) return `${formatEventTime(start, options)}–${style.time(to)}`;
  return `${formatEventTime(start, options)} ${style.until} ${formatEventTime(end, options)}`;
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
