import type { FormEvent, ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { ROLE_LABELS, type StaffAccount } from "#app/features/accounts/schema.ts";
import { formatDate } from "#app/lib/format.ts";
import { CONFIRM_PARAM } from "./invite-form.tsx";
import type { AccountIntent } from "./use-account-actions.ts";

/**
 * The accounts (docs/admin.md#staff-accounts): name, e-mail, role, active, last sign-in, invitation
 * pending, and each one's buttons. Every button is a small form of its own, posted to the page's
 * action without JavaScript; with it, `onAction` sends it (and asks first before a deactivation).
 */
export function AccountTable({
  accounts,
  me,
  onAction,
}: {
  accounts: StaffAccount[];
  /** The signed-in admin, who cannot deactivate themselves. */
  me: string;
  onAction: (intent: AccountIntent, account: StaffAccount) => void;
}) {
  return (
    <section
      aria-labelledby="accounts-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="accounts-heading" tabIndex={-1} className="font-display text-h3 font-bold">
        Konti ({accounts.length})
      </h2>
      <table className="mt-4 w-full border-collapse text-left text-sm max-lg:block">
        <thead className="max-lg:sr-only">
          <tr className="border-b border-border text-muted">
            {["Navn og e-mail", "Rolle", "Status", "Seneste login", "Invitation", "Handlinger"].map(
              (heading) => (
                <th key={heading} scope="col" className="px-2 py-2 font-medium">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="max-lg:flex max-lg:flex-col max-lg:gap-3">
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} me={me} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A cell that names its column on a phone, where the rows are cards. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="px-2 py-3 align-top max-lg:flex max-lg:gap-2 max-lg:px-0 max-lg:py-0.5">
      <span className="text-muted lg:hidden">{label}:</span>
      {children}
    </td>
  );
}

function Badge({ tone, children }: { tone: "ok" | "warn" | "off"; children: ReactNode }) {
  const look = {
    ok: "border-primary/40 text-primary",
    warn: "border-vip/50 text-vip",
    off: "border-danger/50 text-danger",
  }[tone];
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${look}`}>
      {children}
    </span>
  );
}

function AccountRow({
  account,
  me,
  onAction,
}: {
  account: StaffAccount;
  me: string;
  onAction: (intent: AccountIntent, account: StaffAccount) => void;
}) {
  const self = account.id === me;
  const other = account.role === "admin" ? "staff" : "admin";
  // A deactivated account's row steps back in muted text on a darker ground; its status and
  // buttons keep their full colour (no opacity, which took the red under AA's 4.5:1).
  return (
    <tr
      className={`border-b border-border lg:last:border-0 max-lg:flex max-lg:flex-col max-lg:rounded-xl max-lg:border max-lg:p-4 ${
        account.active ? "" : "bg-bg/60 text-muted"
      }`}
    >
      <th scope="row" className="px-2 py-3 text-left align-top font-semibold max-lg:p-0">
        {account.name}
        {self ? <span className="ml-2 text-xs font-normal text-muted">(dig)</span> : null}
        <span className="block text-sm font-normal text-muted [overflow-wrap:anywhere]">
          {account.email}
        </span>
      </th>
      <Cell label="Rolle">{ROLE_LABELS[account.role]}</Cell>
      <Cell label="Status">
        {account.active ? <Badge tone="ok">Aktiv</Badge> : <Badge tone="off">Deaktiveret</Badge>}
      </Cell>
      <Cell label="Seneste login">
        {account.last_sign_in_at ? formatDate(account.last_sign_in_at) : "Aldrig"}
      </Cell>
      <Cell label="Invitation">
        {account.invitation_pending ? <Badge tone="warn">Afventer</Badge> : "Taget imod"}
      </Cell>
      <td className="px-2 py-3 align-top max-lg:mt-3 max-lg:px-0 max-lg:py-0">
        <div className="flex flex-wrap gap-2">
          <RowButton
            intent={`role-${other}`}
            account={account}
            onAction={onAction}
            label={`Gør til ${ROLE_LABELS[other]}`}
          />
          {self ? null : account.active ? (
            <RowButton
              intent="deactivate"
              account={account}
              onAction={onAction}
              label="Deaktiver"
              danger
            />
          ) : (
            <RowButton intent="activate" account={account} onAction={onAction} label="Aktiver" />
          )}
          {account.invitation_pending && account.active ? (
            <RowButton
              intent="resend"
              account={account}
              onAction={onAction}
              label="Send invitation igen"
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function RowButton({
  intent,
  account,
  label,
  danger = false,
  onAction,
}: {
  intent: AccountIntent;
  account: StaffAccount;
  label: string;
  danger?: boolean;
  onAction: (intent: AccountIntent, account: StaffAccount) => void;
}) {
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAction(intent, account);
  }
  const look = buttonClass({ variant: danger ? "danger" : "secondary", size: "sm" });
  const name = <span className="sr-only"> ({account.name})</span>;
  // Without JavaScript a deactivation asks first on the page itself (`?deaktiver=ID`, a GET
  // like the testimonials' `Rediger`); with it, the dialog asks.
  if (intent === "deactivate") {
    return (
      <form method="get" action={ADMIN_SCREENS.staff.path} onSubmit={send}>
        <input type="hidden" name={CONFIRM_PARAM} value={account.id} />
        <button type="submit" className={look}>
          {label}
          {name}
        </button>
      </form>
    );
  }
  return (
    <form method="post" action={ADMIN_SCREENS.staff.path} onSubmit={send}>
      <input type="hidden" name="id" value={account.id} />
      <button type="submit" name="intent" value={intent} className={look}>
        {label}
        {name}
      </button>
    </form>
  );
}
