import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { AccountRecord } from "#app/features/accounts/schema.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";

export type AccountIntent = "role-admin" | "role-staff" | "deactivate" | "activate" | "resend";

/**
 * An account's buttons with JavaScript: the same post the button makes without it, sent to the
 * page's action by a fetcher; the answer is a toast, and the page's data is read again after a
 * change. `onLink` gets a new invitation's link when no e-mail carries it.
 */
export function useAccountActions(onLink: (record: AccountRecord) => void) {
  const fetcher = useFetcher<FormOutcome>();
  const handled = useRef<unknown>(null);
  const latest = useRef(onLink);
  latest.current = onLink;

  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== "idle" || !outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.status === "saved") {
      dismissErrors();
      const record = outcome.record as AccountRecord | undefined;
      if (record?.invite_url) latest.current(record);
    }
    if ("toast" in outcome) toast(outcome.toast);
  });

  function run(intent: AccountIntent, id: string) {
    void fetcher.submit({ intent, id }, { method: "post", action: ADMIN_SCREENS.staff.path });
  }

  return { run, busy: fetcher.state !== "idle" };
}
