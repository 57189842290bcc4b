/** When an event is, in Danish and Copenhagen time: `mandag den 14. december 2026 kl. 18.00 – 23.00`. */

const ZONE = "Europe/Copenhagen";
const start = new Intl.DateTimeFormat("da-DK", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat("da-DK", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: ZONE,
});
const day = new Intl.DateTimeFormat("da-DK", { dateStyle: "short", timeZone: ZONE });

export function eventTimeText(startsAt: string, endsAt: string): string {
  const from = new Date(startsAt);
  const to = new Date(endsAt);
  const sameDay = day.format(from) === day.format(to);
  return `${start.format(from)} – ${sameDay ? clock.format(to) : start.format(to)}`;
}

/** A registration's moment, short: `14.12.2026 18.00`. */
export function shortTimeText(value: string): string {
  const at = new Date(value);
  return `${day.format(at)} ${clock.format(at)}`;
}
