import { z } from "zod";
import { inputForm } from "#app/lib/forms/short-forms.ts";
import { emailInput, newPasswordInputs, samePasswordTwice } from "./credentials.ts";

/**
 * The forms that ask for a password link or set a password
 * (docs/api.md#sign-in-a-forgotten-password-and-the-account-page): `/auth/glemt`,
 * `/auth/nulstil/TOKEN` and the password form of `/admin/konto`. A new password follows the policy
 * (password-policy.ts, docs/security.md), and is typed twice.
 */

export const forgotForm = {
  ...inputForm("forgot", "Glemt adgangskode", { email: emailInput }),
  submit: "Send link",
  busy: "Sender…",
};

export const resetForm = {
  ...samePasswordTwice(inputForm("reset", "Ny adgangskode", newPasswordInputs)),
  submit: "Gem adgangskode",
  busy: "Gemmer…",
};

export const changePasswordForm = {
  ...samePasswordTwice(
    inputForm("password", "Skift adgangskode", {
      current: {
        field: {
          label: "Nuværende adgangskode",
          autoComplete: "current-password",
          inputType: "password",
        },
        rule: z
          .string({ error: "Skriv din nuværende adgangskode" })
          .min(1, "Skriv din nuværende adgangskode"),
      },
      ...newPasswordInputs,
    }),
  ),
  submit: "Skift adgangskode",
  busy: "Gemmer…",
};
