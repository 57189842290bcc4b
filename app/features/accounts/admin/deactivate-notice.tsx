import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import type { StaffAccount } from "#app/features/accounts/schema.ts";
import { STAFF_PATH } from "./invite-form.tsx";

/** The confirmation a page without JavaScript shows before a deactivation (`?deaktiver=ID`). */
export function DeactivateNotice({ account }: { account: StaffAccount }) {
  return (
    <NoticeBox tone="danger" title={`Er du sikker på at du vil deaktivere ${account.name}?`}>
      <p>
        Personen bliver logget ud med det samme og kan ikke logge ind, før en administrator
        aktiverer kontoen igen.
      </p>
      <form method="post" action={STAFF_PATH}>
        <input type="hidden" name="id" value={account.id} />
        <button
          type="submit"
          name="intent"
          value="deactivate"
          className={buttonClass({ variant: "danger" })}
        >
          Deaktiver
        </button>
      </form>
      <Link to={STAFF_PATH} className={buttonClass({ variant: "secondary" })}>
        Annuller
      </Link>
    </NoticeBox>
  );
}
