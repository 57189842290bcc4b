import { z } from "zod";
import { currentPassword, currentPasswordField } from "#app/features/auth/sign-in-form.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";

/**
 * The forms of `/admin/konto` (product.md §10) besides the password (features/auth): the
 * person's own name, the password that turns two-factor on or off, and the first code.
 */

const NAME_MAX = 100;

const nameSchema = z.object({
  name: z
    .string({ error: "Skriv dit navn" })
    .trim()
    .min(1, "Skriv dit navn")
    .max(NAME_MAX, `Et navn har højst ${NAME_MAX} tegn`),
});

export type NameValues = z.infer<typeof nameSchema>;

export const nameForm: FormDescription = {
  id: "account-name",
  schema: nameSchema,
  field: {
    kind: "group",
    label: "Navn",
    fields: [
      {
        kind: "text",
        key: "name",
        label: "Navn",
        hint: "Vises for de andre i personalet.",
        autoComplete: "name",
      },
    ],
  },
};

const passwordSchema = z.object({ password: currentPassword });

export type PasswordValues = z.infer<typeof passwordSchema>;

/** `Slå tofaktor til` and `Slå tofaktor fra` both ask for the password again. */
export const twoFactorPasswordForm: FormDescription = {
  id: "two-factor-password",
  schema: passwordSchema,
  field: {
    kind: "group",
    label: "Adgangskode",
    fields: [currentPasswordField],
  },
};

const confirmSchema = z.object({
  code: z
    .string({ error: "Skriv koden fra appen" })
    .trim()
    .regex(/^[0-9]{6}$/, "Koden er 6 cifre fra appen"),
});

export type ConfirmValues = z.infer<typeof confirmSchema>;

/** The first code from the app proves that it holds the secret; then two-factor is on. */
export const confirmCodeForm: FormDescription = {
  id: "two-factor-confirm",
  schema: confirmSchema,
  field: {
    kind: "group",
    label: "Kode",
    fields: [
      {
        kind: "text",
        key: "code",
        label: "Kode",
        hint: "De 6 cifre, appen viser nu.",
        autoComplete: "one-time-code",
      },
    ],
  },
};
