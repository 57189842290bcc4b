import type { Question } from "#app/components/admin/confirm-notice.tsx";
import type { TrashItem } from "./trash.server.ts";

/**
 * What the trash's `Slet for altid` says, once for both of its ways: the dialog and the API once
 * React runs the page, the question on the page and its post before that (or without
 * JavaScript). The intent is also the name of the question's address (`?slet=event:ID`).
 */

export const PURGE_INTENT = "slet";

/** An item as a form or an address names it: its type and id (`event:ID`). */
export const itemKey = (item: Pick<TrashItem, "type" | "id">) => `${item.type}:${item.id}`;

export const purgeQuestion = (item: TrashItem): Question => ({
  title: "Slet for altid",
  description: "Er du sikker på at du vil slette det for altid? Det kan ikke gendannes bagefter.",
  detail:
    item.type === "event"
      ? `${item.title} og alle tilmeldinger til den slettes for altid.`
      : `${item.title} slettes for altid.`,
  confirmLabel: "Slet for altid",
});

export const purgedToast = (title: string) => ({
  title: "Slettet for altid",
  description: `${title} kan ikke gendannes.`,
});

/** Restored or purged already (by a colleague, or the daily sweep). */
export const GONE_TEXT = "Det findes ikke i papirkurven længere.";
