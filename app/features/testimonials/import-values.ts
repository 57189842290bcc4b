import { numberFromText } from "#app/lib/number-text.ts";

/** How the original backend's exports spell booleans and moments, read into ours. */

const TRUE = new Set(["true", "t", "1", "yes"]);
const FALSE = new Set(["false", "f", "0", "no"]);

/** true/false/t/f (any case) and 1/0 become booleans; empty means "use the default". */
export function booleanOf(value: unknown): unknown {
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return value ?? undefined;
  const text = value.trim().toLowerCase();
  if (text === "") return undefined;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return value;
}

export const emptyIsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * A CSV cell is text, and exports write numbers as text too (`"4"`): the import is the edge that
 * reads them as numbers. Text that is no number is left for the schema to refuse.
 */
export function numberOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return numberFromText(value) ?? value;
}

const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** PostgreSQL's and ISO 8601's spellings of a moment, as an ISO string in UTC; no zone = UTC. */
export function timestampOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return undefined;
  const [, date, time, zone = "Z"] = match;
  const offset = /^[+-]\d{2}$/.test(zone)
    ? `${zone}:00`
    : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const moment = new Date(`${date}T${time}${offset.toUpperCase()}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}
