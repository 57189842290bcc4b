import type { EventKind, EventStatus, TournamentFormat } from "#app/db/schema.ts";
import type { Registration } from "./event.ts";

/**
 * An event's limits and names (docs/api.md#events-for-staff), without zod: the public pages import
 * these and must not pull the validation library into their JavaScript.
 */

export const EVENT_LIMITS = {
  title: 120,
  game: 60,
  description: 4000,
  capacityMin: 1,
  capacityMax: 1000,
  teamSizeMin: 1,
  teamSizeMax: 10,
  priceMax: 10_000,
  /** `Aflys`' message to the guests. */
  cancelMessage: 2000,
} as const;

export const REGISTRATION_LIMITS = {
  name: 100,
  /** The longest search of the registrations the admin reads. */
  search: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  teamName: 60,
  /** A solo tournament's public name for the player. */
  gamertag: 30,
} as const;

export const EVENT_KINDS = ["tournament", "lan", "event"] as const satisfies EventKind[];

/** How the kinds read in Danish. */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  tournament: "Turnering",
  lan: "LAN",
  event: "Event",
};

export const EVENT_STATUSES = ["draft", "scheduled", "cancelled"] as const satisfies EventStatus[];

/** How the statuses read in Danish (the admin's choice and badges). */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Kladde",
  scheduled: "Planlagt",
  cancelled: "Aflyst",
};

/** A registration's status in Danish (the admin's list and the CSV export). */
export const REGISTRATION_STATUS_LABELS: Record<Registration["status"], string> = {
  confirmed: "Tilmeldt",
  waitlisted: "Venteliste",
  cancelled: "Afmeldt",
};

/** How a tournament is played (docs/api.md, "Tournaments"). */
export const TOURNAMENT_FORMATS = [
  "single_elimination",
  "double_elimination",
  "round_robin",
] as const satisfies TournamentFormat[];

/** The formats in Danish. */
export const TOURNAMENT_FORMAT_LABELS: Record<TournamentFormat, string> = {
  single_elimination: "Knockout",
  double_elimination: "Dobbelt knockout",
  round_robin: "Alle mod alle",
};

/** A match is played over 1, 3 or 5 games, and won by winning more than half of them. */
export const BEST_OF = [1, 3, 5] as const;
