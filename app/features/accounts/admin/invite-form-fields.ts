import { inviteInput, ROLE_LABELS, ROLES } from "#app/features/accounts/schema.ts";
import { groupForm } from "#app/lib/forms/fields.ts";
import type { Stored } from "#app/lib/forms/outcome.ts";

/**
 * The `Inviter` form on `/admin/personale` (docs/admin.md#staff-accounts): `E-mail`, `Navn`,
 * `Rolle`.
 */
export const inviteForm = groupForm("invite", "Inviter", inviteInput, [
  { kind: "text", key: "email", label: "E-mail", autoComplete: "off" },
  { kind: "text", key: "name", label: "Navn", autoComplete: "off" },
  {
    kind: "choice",
    key: "role",
    label: "Rolle",
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
]);

/** An empty form: a new person is staff unless the admin says otherwise. */
export const BLANK_INVITE: Stored = { value: { email: "", name: "", role: "staff" }, version: 0 };
