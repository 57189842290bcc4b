/** Danish formatting, the same on the server and in every visitor's browser. */

export const TIME_ZONE = "Europe/Copenhagen";

const decimal1 = new Intl.NumberFormat("da-DK", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `4.8` → `4,8`; `5` → `5,0`. */
export function formatRating(value: number): string {
  return decimal1.format(value);
}

const price = new Intl.NumberFormat("da-DK", { maximumFractionDigits: 2 });

/** `12` → `12 kr.`; `1250` → `1.250 kr.` */
export function formatKroner(value: number): string {
  return `${price.format(value)} kr.`;
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
 * Copenhagen wall-clock time as `HH.MM.SS`, whatever the visitor's own time zone. Self-contained
 * (no outside names): the page script ships this function's source to the browser.
 */
export function formatClock(at: Date): string {
  const parts = new Intl.DateTimeFormat("da-DK", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Copenhagen",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("hour")}.${part("minute")}.${part("second")}`;
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
