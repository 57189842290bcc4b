import type { Question } from "#app/components/admin/confirm-notice.tsx";
import { TRASH_DAYS } from "#app/content/trash.ts";

/**
 * What the list's row buttons say, once for both of their ways: through the API once React runs
 * the page, and as the browser's own posts before that (a click right after the page appears is
 * never lost). The intents are also the names of the questions' addresses (`?afvis=ID`).
 */

export const APPROVE_INTENT = "godkend";
export const REJECT_INTENT = "afvis";
export const DELETE_INTENT = "slet";
/** The buttons that ask first. */
export const ASKING_INTENTS = [REJECT_INTENT, DELETE_INTENT] as const;
export type AskingIntent = (typeof ASKING_INTENTS)[number];

export const approvedToast = (name: string) => ({
  title: "Godkendt!",
  description: `Anmeldelsen fra ${name} kan nu vises på forsiden.`,
});

export const rejectedToast = (name: string) => ({
  title: "Afvist",
  description: `Anmeldelsen fra ${name} vises ikke.`,
});

export const DELETED_TEXT = "Anmeldelsen er blevet slettet.";

export const deleteQuestion = (name: string): Question => ({
  title: "Slet anmeldelse",
  description: "Er du sikker på at du vil slette denne anmeldelse?",
  detail: `Anmeldelsen fra ${name} lægges i papirkurven, hvorfra den kan gendannes i ${TRASH_DAYS} dage.`,
  confirmLabel: "Slet",
});

export const rejectQuestion = (name: string): Question => ({
  title: "Afvis anmeldelse",
  description: "Hvorfor bliver anmeldelsen afvist? Negative anmeldelser må ikke afvises.",
  detail: `Anmeldelsen fra ${name} bliver ikke vist.`,
  confirmLabel: "Afvis",
});
