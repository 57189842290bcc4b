import { newPasswordInputs } from "#app/features/auth/credentials.ts";
import { groupForm } from "#app/lib/forms/fields.ts";
import { welcomeInput } from "./schema.ts";

/**
 * The invitee's form at `/velkommen/TOKEN` (docs/admin.md#staff-accounts): `Adgangskode`,
 * `Gentag adgangskode`, button `Opret adgangskode`. A plain form post, read on the server by its
 * description.
 */
export const welcomeForm = groupForm("welcome", "Opret adgangskode", welcomeInput, [
  { kind: "text", key: "password", ...newPasswordInputs.password.field, label: "Adgangskode" },
  { kind: "text", key: "repeat", ...newPasswordInputs.confirm.field },
]);
