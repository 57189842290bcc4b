import { z } from "zod";
import type { FormDescription } from "#app/lib/forms/fields.ts";

// The sign-in page runs this schema in the browser under our CSP (no 'unsafe-eval'): without
// `jitless`, zod probes `new Function` when a schema is built, and the browser reports it.
z.config({ jitless: true });

/** The longest address mail systems deliver to (RFC 5321). */
const EMAIL_MAX = 254;

/**
 * The sign-in form (product.md §4): `E-mail`, `Adgangskode`, button `Log ind`. Whether an
 * address has an account is never said here: the schema only asks for an address and a
 * password; better-auth decides, and its refusals all read the same.
 */
const signInSchema = z.object({
  email: z
    .string({ error: "Skriv din e-mailadresse" })
    .trim()
    .min(1, "Skriv din e-mailadresse")
    .max(EMAIL_MAX, `En e-mailadresse har højst ${EMAIL_MAX} tegn`)
    .pipe(z.email("Skriv en hel e-mailadresse, fx navn@eksempel.dk")),
  // Never trimmed or limited here: a password is checked exactly as typed.
  password: z.string({ error: "Skriv din adgangskode" }).min(1, "Skriv din adgangskode"),
});

export type SignInValues = z.infer<typeof signInSchema>;

export const signInForm: FormDescription = {
  id: "sign-in",
  schema: signInSchema,
  field: {
    kind: "group",
    label: "Log ind",
    fields: [
      { kind: "text", key: "email", label: "E-mail", autoComplete: "username" },
      { kind: "text", key: "password", label: "Adgangskode", autoComplete: "current-password" },
    ],
  },
};
