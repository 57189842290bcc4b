import { z } from "zod";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import type { TextInput } from "#app/lib/forms/short-forms.ts";
import { passwordProblem } from "#app/platform/password-policy.ts";

// These schemas run in the browser under our CSP (no 'unsafe-eval'): without `jitless`, zod
// probes `new Function` when a schema is built, and the browser reports it.
z.config({ jitless: true });

/**
 * What a person types to prove who they are or to choose a password — an e-mail address, the
 * password, a new one typed twice, a code from the authenticator app — each field and rule
 * written once for sign-in, the password forms, `/admin/konto` and the invitee's first password.
 * A password is never trimmed or limited here: it is checked exactly as typed.
 */

/** The longest address mail systems deliver to (RFC 5321). */
const EMAIL_MAX = 254;

/** An e-mail address as typed into a form: trimmed, at most 254 characters. */
export const emailInput = {
  field: { label: "E-mail", autoComplete: "username", inputType: "email" },
  rule: z
    .string({ error: "Skriv din e-mailadresse" })
    .trim()
    .min(1, "Skriv din e-mailadresse")
    .max(EMAIL_MAX, `En e-mailadresse har højst ${EMAIL_MAX} tegn`)
    .pipe(z.email("Skriv en hel e-mailadresse, fx navn@eksempel.dk")),
} satisfies TextInput;

/** The person's password, asked to sign in or to confirm a change. */
export const passwordInput = {
  field: { label: "Adgangskode", autoComplete: "current-password", inputType: "password" },
  rule: z.string({ error: "Skriv din adgangskode" }).min(1, "Skriv din adgangskode"),
} satisfies TextInput;

/**
 * A password chosen by the password policy (password-policy.ts, docs/security.md): 8-128, not a
 * common one.
 */
export const chosenPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .superRefine((value, context) => {
      const problem = passwordProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** The chosen password once more, to catch a typing slip. */
export const passwordAgain = z
  .string({ error: "Skriv adgangskoden igen" })
  .min(1, "Skriv adgangskoden igen");

export const NOT_THE_SAME = "De to adgangskoder er ikke ens";

/** A new password typed twice (`Ny adgangskode`, `Gentag adgangskode`). */
export const newPasswordInputs = {
  password: {
    field: {
      label: "Ny adgangskode",
      hint: "Mindst 8 tegn. En sætning af flere ord er let at huske og svær at gætte.",
      autoComplete: "new-password",
      inputType: "password",
    },
    rule: chosenPassword("Skriv en ny adgangskode"),
  },
  confirm: {
    field: {
      label: "Gentag adgangskode",
      autoComplete: "new-password",
      inputType: "password",
    },
    rule: passwordAgain,
  },
} satisfies Record<string, TextInput>;

/** A form with a new password typed twice: the two must be the same, said at the second. */
export const samePasswordTwice = <T extends { password: string; confirm: string }>(
  form: FormDescription & { schema: z.ZodType<T> },
) => ({
  ...form,
  schema: form.schema.refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: NOT_THE_SAME,
  }),
});

/** A code from the authenticator app (`Kode`); its rule says which codes count. */
export const codeInput = (rule: z.ZodType<string>, hint: string) =>
  ({
    field: { label: "Kode", hint, autoComplete: "one-time-code" },
    rule,
  }) satisfies TextInput;
