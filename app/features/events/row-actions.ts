import type { Question } from "#app/components/admin/confirm-notice.tsx";
import { TRASH_DAYS } from "#app/content/trash.ts";
import { NIGHT_INTENTS } from "#app/features/tournaments/night.ts";
import { type EventWithCounts, guestsToTell, type Registration } from "./event.ts";

/**
 * What the events' and registrations' row buttons say, once for both of their ways: through the
 * API once React runs the page, and as the browser's own posts before that. The intents that ask
 * first are also the names of the questions' addresses (`?aflys=ID`).
 */

/** `Tjek ind`'s own form on the registrations page (posted at once, without a question). */
export const CHECK_IN_INTENT = "tjek-ind";
export const CANCEL_INTENT = "aflys";
export const DELETE_INTENT = "slet";
export const LEAVE_INTENT = "afmeld";
export const RESET_BRACKET_INTENT = NIGHT_INTENTS.resetBracket;
/** The buttons that ask first. */
export const ASKING_INTENTS = [
  CANCEL_INTENT,
  DELETE_INTENT,
  LEAVE_INTENT,
  RESET_BRACKET_INTENT,
] as const;
export type AskingIntent = (typeof ASKING_INTENTS)[number];

/** Who `Slet` tells, in words: `2 tilmeldte og 1 på ventelisten`. */
function reached(event: Pick<EventWithCounts, "confirmed" | "waitlisted">): string {
  const parts = [
    event.confirmed ? `${event.confirmed} ${event.confirmed === 1 ? "tilmeldt" : "tilmeldte"}` : "",
    event.waitlisted ? `${event.waitlisted} på ventelisten` : "",
  ];
  return parts.filter(Boolean).join(" og ");
}

type Deleted = Pick<EventWithCounts, "title" | "status" | "ends_at" | "confirmed" | "waitlisted">;

/**
 * `Slet`'s question. An event with guests to tell is cancelled with a message first, as `Aflys`
 * does: the question says how many the message reaches (docs/admin.md).
 */
export const deleteQuestion = (event: Deleted, now = new Date()): Question => ({
  title: "Slet begivenhed",
  description:
    guestsToTell(event, now) > 0
      ? `Er du sikker på at du vil slette denne begivenhed? Den bliver aflyst, og ${reached(event)} får din besked på e-mail.`
      : "Er du sikker på at du vil slette denne begivenhed?",
  detail: `${event.title} forsvinder fra hjemmesiden og kalenderen. Den ligger i papirkurven i ${TRASH_DAYS} dage.`,
  confirmLabel: "Slet",
});

export const deletedText = (title: string) => `${title} er lagt i papirkurven.`;

export const cancelQuestion = (title: string): Question => ({
  title: "Aflys begivenhed",
  description:
    "Alle tilmeldte og alle på ventelisten får din besked på e-mail. Begivenheden bliver stående som aflyst.",
  detail: `${title} bliver aflyst.`,
  confirmLabel: "Aflys",
});

export const CANCELLED_TOAST = {
  title: "Aflyst",
  description: "Beskeden er sendt til de tilmeldte.",
};

/**
 * Staff's `Afmeld`, said as it will happen (docs/admin.md, Events): a confirmed seat goes to the
 * first on the waitlist while the event is to come and a seat is free after it (as
 * `fillFreeSeats` in seats.server.ts decides); a place on the waitlist holds no seat, and those
 * behind it move up. The guest is not mailed.
 */
export function leaveQuestion(
  registration: Pick<Registration, "name" | "status" | "position">,
  event: Pick<EventWithCounts, "status" | "starts_at" | "capacity" | "confirmed" | "waitlisted">,
  now = new Date(),
): Question {
  return {
    title: "Afmeld gæst",
    description: whatLeavingDoes(registration, event, now),
    detail: `${registration.name ?? "Gæsten"} bliver afmeldt og får ingen e-mail om det.`,
    confirmLabel: "Afmeld",
  };
}

function whatLeavingDoes(
  registration: Pick<Registration, "status" | "position">,
  event: Pick<EventWithCounts, "status" | "starts_at" | "capacity" | "confirmed" | "waitlisted">,
  now: Date,
): string {
  if (registration.status === "waitlisted") {
    const place = `Gæsten er nr. ${registration.position ?? "?"} på ventelisten og har ingen plads.`;
    const behind = (registration.position ?? 0) < event.waitlisted;
    return `${place} ${behind ? "De bagved rykker én plads frem." : "Ingen står bagved."}`;
  }
  if (event.status !== "scheduled" || now.toISOString() >= event.starts_at) {
    const state = { cancelled: "er aflyst", draft: "er en kladde", scheduled: "er begyndt" };
    return `Begivenheden ${state[event.status]}, så pladsen gives ikke videre.`;
  }
  if (event.waitlisted === 0) return "Ingen står på ventelisten, så pladsen bliver ledig.";
  if (event.capacity !== null && event.confirmed - 1 >= event.capacity) {
    return "Der er stadig flere tilmeldte end pladser, så ingen rykker op fra ventelisten.";
  }
  return "Pladsen går til nr. 1 på ventelisten, som får besked på e-mail.";
}

export const leftToast = (name: string | null) => ({
  title: "Afmeldt",
  description: `${name ?? "Gæsten"} er afmeldt.`,
});
