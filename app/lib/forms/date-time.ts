import { TZDate } from "@date-fns/tz";

/**
 * The date-time field's two sides (docs/admin.md, "The date-time field"). Staff read and type a
 * moment the Danish way whatever the browser's language: a date `14.12.2026` and a time `18.00`,
 * the center's wall-clock time in Copenhagen, held as typed (`{ date, time }`). What is sent and
 * stored is ISO 8601 with the offset that held then (`2026-12-14T18:00:00+01:00`,
 * `2026-07-01T18:30:00+02:00`). Summer time is the zone's own rule (@date-fns/tz over Intl): a
 * time the spring change skips (02:30 on the last Sunday of March) is read as the hour after
 * (03:30 summer time); one the autumn change repeats as its second, winter-time occurrence.
 */

const ZONE = "Europe/Copenhagen";

/** A moment as typed in its two fields. */
export type TypedDateTime = { date: string; time: string };

export const DATE_FORMAT = "dd.mm.åååå";
export const TIME_FORMAT = "tt.mm";
const EXAMPLE = { date: "14.12.2026", time: "18.00" };

/** `14.12.2026`, `1.2.2026`, `14-12-2026`, `14/12/26` (this century), or the digits alone. */
const DANISH_DATE = /^(\d{1,2})[.\-/,](\d{1,2})[.\-/,](\d{2}|\d{4})$/;
const DATE_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
/** `2026-12-14`, as a spreadsheet writes it. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** `18.00`, `18:00`, `9.30`, `18`, or the digits alone (`1800`, `930`). */
const TIME = /^(\d{1,2})(?:[.:,](\d{2}))?$/;
const TIME_DIGITS = /^(\d{1,2})(\d{2})$/;
/** What the field held before it was two (`2026-12-14T18:00`): a draft kept in a browser. */
const OLD_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

const two = (n: number) => String(n).padStart(2, "0");

/** Why typed text is not a moment (or nothing was typed). */
export type DateTimeProblem =
  | "empty"
  | "no-date"
  | "no-time"
  | "bad-date"
  | "no-such-day"
  | "bad-time";

export type Reading =
  | { ok: true; iso: string; typed: TypedDateTime }
  | { ok: false; problem: DateTimeProblem };

/** What a form holds at a date-time field, whatever it is: two texts, an older draft's one. */
export function typedOf(value: unknown): TypedDateTime {
  if (typeof value === "string") {
    const old = OLD_LOCAL.exec(value.trim());
    if (old) return { date: `${old[3]}.${old[2]}.${old[1]}`, time: `${old[4]}.${old[5]}` };
    return { date: value, time: "" };
  }
  const typed = (value ?? {}) as Partial<TypedDateTime>;
  return {
    date: typeof typed.date === "string" ? typed.date : "",
    time: typeof typed.time === "string" ? typed.time : "",
  };
}

function dayOf(text: string): [number, number, number] | null {
  const compact = text.replace(/\s+/g, "");
  const iso = ISO_DATE.exec(compact);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  const parts = DANISH_DATE.exec(compact) ?? DATE_DIGITS.exec(compact);
  if (!parts) return null;
  const year = Number(parts[3]);
  return [Number(parts[1]), Number(parts[2]), (parts[3] ?? "").length === 2 ? 2000 + year : year];
}

/**
 * Whether the calendar has the day: 30.02 would roll into March, so it is refused, not moved; as
 * is a year from before the center's time.
 */
function inCalendar([day, month, year]: [number, number, number]): boolean {
  const calendar = new Date(Date.UTC(2000, 0, 1));
  calendar.setUTCFullYear(year, month - 1, day);
  return year >= 1900 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

function timeOf(text: string): [number, number] | null {
  const compact = text.replace(/\s+/g, "").replace(/^kl\.?/i, "");
  const parts = TIME.exec(compact) ?? TIME_DIGITS.exec(compact);
  if (!parts) return null;
  const hour = Number(parts[1]);
  const minute = Number(parts[2] ?? 0);
  return hour <= 23 && minute <= 59 ? [hour, minute] : null;
}

/** The typed date and time read as a moment in Copenhagen, or why they are not one. */
export function readDateTime(value: unknown): Reading {
  const typed = typedOf(value);
  const date = typed.date.trim();
  const time = typed.time.trim();
  if (!date && !time) return { ok: false, problem: "empty" };
  if (!date) return { ok: false, problem: "no-date" };
  const day = dayOf(date);
  if (!day) return { ok: false, problem: "bad-date" };
  if (!inCalendar(day)) return { ok: false, problem: "no-such-day" };
  const [d, m, y] = day;
  if (!time) return { ok: false, problem: "no-time" };
  const clock = timeOf(time);
  if (!clock) return { ok: false, problem: "bad-time" };
  const [hour, minute] = clock;
  const local = new TZDate(y, m - 1, d, hour, minute, 0, ZONE);
  const iso = local.toISOString().replace(".000", "");
  return { ok: true, iso, typed: { date: `${two(d)}.${two(m)}.${y}`, time: timeText(clock) } };
}

const timeText = ([hour, minute]: [number, number]) => `${two(hour)}.${two(minute)}`;

/** A stored moment as the fields show it in Copenhagen; empty for nothing or what is no time. */
export function typedFromIso(value: unknown): TypedDateTime {
  if (typeof value !== "string" || value === "") return { date: "", time: "" };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { date: "", time: "" };
  const local = new TZDate(at.getTime(), ZONE);
  return {
    date: `${two(local.getDate())}.${two(local.getMonth() + 1)}.${local.getFullYear()}`,
    time: timeText([local.getHours(), local.getMinutes()]),
  };
}

/**
 * What the form sends for the fields: ISO 8601 with Copenhagen's offset; "" when both are empty
 * (no time given); text that is no moment as typed, for the schema to refuse (and
 * `dateTimeError` to say why).
 */
export function isoFromTyped(value: unknown): string {
  const reading = readDateTime(value);
  if (reading.ok) return reading.iso;
  if (reading.problem === "empty") return "";
  const { date, time } = typedOf(value);
  return `${date} ${time}`.trim();
}

/** Readable text tidied as Danes write it (`1.2.26` → `01.02.2026`, `18` → `18.00`). */
export function tidyDate(text: string): string {
  const day = dayOf(text);
  return day && inCalendar(day) ? `${two(day[0])}.${two(day[1])}.${day[2]}` : text;
}

export function tidyTime(text: string): string {
  const clock = timeOf(text);
  return clock ? timeText(clock) : text;
}

const PROBLEMS: Record<DateTimeProblem, (label: string, typed: TypedDateTime) => string> = {
  empty: (label) => `${label} skal udfyldes, fx ${EXAMPLE.date} kl. ${EXAMPLE.time}`,
  "no-date": (label) => `${label}: skriv også datoen, fx ${EXAMPLE.date}`,
  "no-time": (label) => `${label}: skriv også klokkeslættet, fx ${EXAMPLE.time}`,
  "bad-date": (label) => `${label}: skriv datoen som ${DATE_FORMAT}, fx ${EXAMPLE.date}`,
  "no-such-day": (label, typed) => `${label}: ${typed.date.trim()} er ikke en dag i kalenderen`,
  "bad-time": (label) => `${label}: skriv klokkeslættet som ${TIME_FORMAT}, fx ${EXAMPLE.time}`,
};

/** Why the typed fields of `label` are no moment, in Danish; undefined when they are one. */
export function dateTimeError(label: string, value: unknown): string | undefined {
  const reading = readDateTime(value);
  return reading.ok ? undefined : PROBLEMS[reading.problem](label, typedOf(value));
}

/** Which of the two fields a problem is in (both: nothing typed). */
export function problemField(problem: DateTimeProblem): "date" | "time" | "both" {
  if (problem === "no-time" || problem === "bad-time") return "time";
  return problem === "empty" ? "both" : "date";
}

/**
 * A moment in one line (a conflict, a history), stored or typed: `14.12.2026 kl. 18.00`,
 * Copenhagen time; typed text that is no moment as it was typed.
 */
export function dateTimeText(value: unknown): string {
  const typed =
    typeof value === "string" && !OLD_LOCAL.test(value.trim())
      ? typedFromIso(value)
      : typedOf(value);
  const reading = readDateTime(typed);
  if (reading.ok) return `${reading.typed.date} kl. ${reading.typed.time}`;
  return `${typed.date} ${typed.time}`.trim();
}

/** A stored moment for a spreadsheet, which reads it as a date and time: `2026-12-14 18:00`. */
export function spreadsheetDateTime(value: string): string {
  const { date, time } = typedFromIso(value);
  if (!date) return "";
  const [day, month, year] = date.split(".");
  return `${year}-${month}-${day} ${time.replace(".", ":")}`;
}
