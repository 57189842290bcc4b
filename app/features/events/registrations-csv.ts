import { spreadsheetCsv } from "#app/lib/csv.ts";
import { spreadsheetDateTime } from "#app/lib/forms/date-time.ts";
import type { Registration } from "./event.ts";
import { REGISTRATION_STATUS_LABELS } from "./limits.ts";

/**
 * `…/registrations.csv` (docs/api.md#the-registrations-as-csv): the registrations as the admin
 * lists them, for Danish Excel (`;`, a byte-order mark, formulas neutralised: lib/csv.ts), times in
 * Copenhagen.
 */

const HEADER = [
  "Navn",
  "E-mail",
  "Holdnavn",
  "Status",
  "Venteliste nr.",
  "Tilmeldt",
  "Tjekket ind",
];

const moment = (value: string | null) => (value ? spreadsheetDateTime(value) : "");

export function registrationsCsv(registrations: Registration[]): string {
  return spreadsheetCsv([
    HEADER,
    ...registrations.map((r) => [
      r.name ?? "",
      r.email ?? "",
      r.team_name ?? "",
      REGISTRATION_STATUS_LABELS[r.status],
      r.position === null ? "" : String(r.position),
      moment(r.created_at),
      moment(r.checked_in_at),
    ]),
  ]);
}

/** The file's name: the event's slug and the day it was made, e.g. `lan-aften-2026-12-14.csv`. */
export function registrationsFileName(slug: string, now = new Date()): string {
  return `tilmeldinger-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
