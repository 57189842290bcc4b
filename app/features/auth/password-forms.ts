import { z } from "zod";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import { passwordProblem } from "#app/platform/password-policy.ts";
import { emailSchema } from "./sign-in-form.ts";

/**
 * The forms that ask for a password link or set a password (product.md §10): `/auth/glemt`,
 * `/auth/nulstil/TOKEN` and the password form of `/admin/konto`. A new password follows the
 * policy of quality.md (password-policy.ts), and is typed twice.
 */

/** A new password: 8-128 characters and not a common one, checked exactly as typed. */
const newPassword = z
  .string({ error: "Skriv en ny adgangskode" })
  .min(1, "Skriv en ny adgangskode")
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const SAME = "De to adgangskoder er ikke ens";

/** The new password once more, to catch a typing slip. */
const again = z.string({ error: "Skriv adgangskoden igen" }).min(1, "Skriv adgangskoden igen");

const forgotSchema = z.object({ email: emailSchema });

export type ForgotValues = z.infer<typeof forgotSchema>;

export const forgotForm: FormDescription = {
  id: "forgot",
  schema: forgotSchema,
  field: {
    kind: "group",
    label: "Glemt adgangskode",
    fields: [
      { kind: "text", key: "email", label: "E-mail", autoComplete: "username", inputType: "email" },
    ],
  },
};

const resetSchema = z
  .object({ password: newPassword, confirm: again })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: SAME });

export type ResetValues = z.infer<typeof resetSchema>;

const newPasswordFields = [
  {
    kind: "text",
    key: "password",
    label: "Ny adgangskode",
    hint: "Mindst 8 tegn. En sætning af flere ord er let at huske og svær at gætte.",
    autoComplete: "new-password",
    inputType: "password",
  },
  {
    kind: "text",
    key: "confirm",
    label: "Gentag adgangskode",
    autoComplete: "new-password",
    inputType: "password",
  },
] as const;

export const resetForm: FormDescription = {
  id: "reset",
  schema: resetSchema,
  field: { kind: "group", label: "Ny adgangskode", fields: [...newPasswordFields] },
};

const changeSchema = z
  .object({
    current: z
      .string({ error: "Skriv din nuværende adgangskode" })
      .min(1, "Skriv din nuværende adgangskode"),
    password: newPassword,
    confirm: again,
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: SAME });

export type ChangePasswordValues = z.infer<typeof changeSchema>;

export const changePasswordForm: FormDescription = {
  id: "password",
  schema: changeSchema,
  field: {
    kind: "group",
    label: "Skift adgangskode",
    fields: [
      {
        kind: "text",
        key: "current",
        label: "Nuværende adgangskode",
        autoComplete: "current-password",
        inputType: "password",
      },
      ...newPasswordFields,
    ],
  },
};
