import { useState } from "react";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { forgetDrafts } from "#app/components/forms/draft-store.ts";
import { FlashToast } from "#app/components/forms/flash-toast.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { AccountRecord, StaffAccount } from "#app/features/accounts/schema.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { AccountTable } from "./account-table.tsx";
import { DeactivateNotice, deactivateQuestion } from "./deactivate-notice.tsx";
import { InviteForm } from "./invite-form.tsx";
import type { ShownLink } from "./invite-link.tsx";
import { useAccountActions } from "./use-account-actions.ts";

const linkOf = (record: AccountRecord | undefined): ShownLink | null =>
  record?.invite_url ? { name: record.account.name, url: record.invite_url } : null;

/** `/admin/personale` (admins only): invite at the top, the accounts below. */
export function StaffScreen({
  accounts,
  me,
  confirming,
  mailEnabled,
  outcome,
}: {
  accounts: StaffAccount[];
  me: string;
  /** `?deaktiver=ID` (the button without JavaScript): the account to ask about. */
  confirming: StaffAccount | null;
  mailEnabled: boolean;
  /** The action's answer to a post made without JavaScript. */
  outcome: FormOutcome | undefined;
}) {
  const [link, setLink] = useState<ShownLink | null>(
    outcome?.status === "saved" ? linkOf(outcome.record as AccountRecord) : null,
  );
  const actions = useAccountActions((record) => setLink(linkOf(record)));
  const [deactivating, setDeactivating] = useState<StaffAccount | null>(null);

  return (
    <AdminFrame
      screen="staff"
      intro="Inviter kolleger, skift deres rolle, og deaktiver konti, der ikke skal bruges mere. En deaktiveret person bliver logget ud med det samme."
      onSignOut={forgetDrafts}
    >
      {confirming ? <DeactivateNotice account={confirming} /> : null}
      <div className="mt-8 flex flex-col gap-6 lg:gap-8">
        <InviteForm
          outcome={outcome?.status === "failed" ? undefined : outcome}
          link={link}
          mailEnabled={mailEnabled}
          onInvited={(record) => setLink(linkOf(record))}
        />
        <AccountTable
          accounts={accounts}
          me={me}
          onAction={(intent, account) =>
            intent === "deactivate" ? setDeactivating(account) : actions.run(intent, account.id)
          }
        />
      </div>
      {/* A button's refusal posted without JavaScript (the last admin, say). */}
      <FlashToast toast={outcome?.status === "failed" ? outcome.toast : null} />
      <ConfirmDialog
        open={deactivating !== null}
        {...deactivateQuestion(deactivating?.name ?? "kontoen")}
        onConfirm={() => {
          if (deactivating) actions.run("deactivate", deactivating.id);
          return true;
        }}
        onClose={() => setDeactivating(null)}
        onDoneFocus={() => document.getElementById("accounts-heading")?.focus()}
      />
    </AdminFrame>
  );
}
