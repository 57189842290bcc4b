import type { Question } from "#app/components/admin/confirm-notice.tsx";
import { TRASH_DAYS } from "#app/content/trash.ts";

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
/** The buttons that ask first. */
export const ASKING_INTENTS = [CANCEL_INTENT, DELETE_INTENT, LEAVE_INTENT] as const;
export type AskingIntent = (typeof ASKING_INTENTS)[number];

export const deleteQuestion = (title: string): Question => ({
  title: "Slet begivenhed",
  description: "Er du sikker på at du vil slette denne begivenhed?",
  detail: `${title} forsvinder fra hjemmesiden og kalenderen. Den ligger i papirkurven i ${TRASH_DAYS} dage.`,
  confirmLabel: "Slet",
});

export const deletedText = (title: string) => `${title} er lagt i papirkurven.`;

export const cancelQuestion = (title: string): Question => ({
  title: "Aflys begivenhed",
  description:
    "Alle tilmeldte og alle på ventelisten får din besked på e-mail. Begivenheden bliver stående som aflyst.",
  detail: `${title} bliver aflyst.`,
  confirmLabel: "Aflys",
  cancelLabel: "Fortryd",
});

export const CANCELLED_TOAST = {
  title: "Aflyst",
  description: "Beskeden er sendt til de tilmeldte.",
};

export const leaveQuestion = (name: string | null): Question => ({
  title: "Afmeld gæst",
  description: "Pladsen går til den første på ventelisten.",
  detail: `${name ?? "Gæsten"} bliver afmeldt.`,
  confirmLabel: "Afmeld",
});

export const LEFT_TOAST = { title: "Afmeldt", description: "Pladsen er givet videre." };
