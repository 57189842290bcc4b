import { z } from "zod";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";

// The sign-in page runs this schema in the browser under our CSP (no 'unsafe-eval'): without
// `jitless`, zod probes `new Function` when a schema is built, and the browser reports it.
z.config({ jitless: true });

/** The longest address mail systems deliver to (RFC 5321). */
const EMAIL_MAX = 254;

/** An e-mail address as typed into a form: trimmed, at most 254 characters. */
export const emailSchema = z
  .string({ error: "Skriv din e-mailadresse" })
  .trim()
  .min(1, "Skriv din e-mailadresse")
  .max(EMAIL_MAX, `En e-mailadresse har højst ${EMAIL_MAX} tegn`)
  .pipe(z.email("Skriv en hel e-mailadresse, fx navn@eksempel.dk"));

/**
 * The sign-in form (product.md §4): `E-mail`, `Adgangskode`, button `Log ind`. Whether an
 * address has an account is never said here: the schema only asks for an address and a
 * password; better-auth decides, and its refusals all read the same.
 */
/** The person's password, asked to sign in or to confirm a change: never trimmed or limited
 * here, since a password is checked exactly as typed. */
export const currentPassword = z
  .string({ error: "Skriv din adgangskode" })
  .min(1, "Skriv din adgangskode");

export const currentPasswordField = {
  kind: "text",
  key: "password",
  label: "Adgangskode",
  autoComplete: "current-password",
  inputType: "password",
} as const satisfies Field;

const signInSchema = z.object({ email: emailSchema, password: currentPassword });

export type SignInValues = z.infer<typeof signInSchema>;

export const signInForm: FormDescription = {
  id: "sign-in",
  schema: signInSchema,
  field: {
    kind: "group",
    label: "Log ind",
    fields: [
      { kind: "text", key: "email", label: "E-mail", autoComplete: "username", inputType: "email" },
      currentPasswordField,
    ],
  },
};

/** A code from the authenticator app (6 digits) or a recovery code (`abcde-12345`). */
const codeSchema = z.object({
  code: z
    .string({ error: "Skriv koden" })
    .trim()
    .min(1, "Skriv koden")
    .max(32, "En kode har højst 32 tegn"),
});

export type CodeValues = z.infer<typeof codeSchema>;

/** The second step of a sign-in with two-factor on (product.md §10): `Kode`. */
export const codeForm: FormDescription = {
  id: "sign-in-code",
  schema: codeSchema,
  field: {
    kind: "group",
    label: "Kode",
    fields: [
      {
        kind: "text",
        key: "code",
        label: "Kode",
        hint: "De 6 cifre fra din godkendelsesapp, eller en af dine gendannelseskoder.",
        autoComplete: "one-time-code",
      },
    ],
  },
};
