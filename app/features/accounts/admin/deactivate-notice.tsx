import { ConfirmNotice, type Question } from "#app/components/admin/confirm-notice.tsx";
import type { StaffAccount } from "#app/features/accounts/schema.ts";
import { CONFIRM_PARAM } from "./invite-form.tsx";

/** What a deactivation asks first, in the dialog and on the page without JavaScript. */
export const deactivateQuestion = (name: string): Question => ({
  title: "Deaktiver konto",
  description: `Er du sikker på at du vil deaktivere ${name}?`,
  detail:
    "Personen bliver logget ud med det samme og kan ikke logge ind, før en administrator aktiverer kontoen igen.",
  confirmLabel: "Deaktiver",
});

/** The confirmation a page without JavaScript shows before a deactivation (`?deaktiver=ID`). */
export function DeactivateNotice({ account }: { account: StaffAccount }) {
  return (
    <ConfirmNotice
      asking={{ intent: "deactivate", id: account.id, question: deactivateQuestion(account.name) }}
      param={CONFIRM_PARAM}
    />
  );
}
