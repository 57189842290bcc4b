import { z } from "zod";
import { codeInput, passwordInput } from "#app/features/auth/credentials.ts";
import { changePasswordForm } from "#app/features/auth/password-forms.ts";
import { inputForm, type ShortForm } from "#app/lib/forms/short-forms.ts";

/**
 * The forms of `/admin/konto` (docs/admin.md#konto-your-own-account): the person's own name (an
 * editor form), and the plain forms — the password (features/auth), the password that turns
 * two-factor on or off, and the first code.
 */

const NAME_MAX = 100;

/** What the name form posts as `form`, beside the plain forms' names (`ACCOUNT_FORMS`). */
export const NAME_FORM = "name";

export const nameForm = inputForm("account-name", "Navn", {
  name: {
    field: {
      label: "Navn",
      hint: "Vises for de andre i personalet.",
      autoComplete: "name",
    },
    rule: z
      .string({ error: "Skriv dit navn" })
      .trim()
      .min(1, "Skriv dit navn")
      .max(NAME_MAX, `Et navn har højst ${NAME_MAX} tegn`),
  },
});

export type NameValues = z.infer<typeof nameForm.schema>;

/** `Slå tofaktor til` and `Slå tofaktor fra` both ask for the password again. */
const twoFactorPasswordForm = inputForm("two-factor-password", "Adgangskode", {
  password: passwordInput,
});

/** The first code from the app proves that it holds the secret; then two-factor is on. */
const confirmCodeForm = inputForm("two-factor-confirm", "Kode", {
  code: codeInput(
    z
      .string({ error: "Skriv koden fra appen" })
      .trim()
      .regex(/^[0-9]{6}$/, "Koden er 6 cifre fra appen"),
    "De 6 cifre, appen viser nu.",
  ),
});

/** Each plain form of the page, by what it posts as `form`. */
export const ACCOUNT_FORMS = {
  password: changePasswordForm,
  "two-factor-on": { ...twoFactorPasswordForm, submit: "Slå tofaktor til", busy: "Slår til…" },
  "two-factor-confirm": { ...confirmCodeForm, submit: "Bekræft", busy: "Bekræfter…" },
  "two-factor-off": { ...twoFactorPasswordForm, submit: "Slå tofaktor fra", busy: "Slår fra…" },
} satisfies Record<string, ShortForm>;

export type AccountForm = keyof typeof ACCOUNT_FORMS;
