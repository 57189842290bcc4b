import { z } from "zod";
import { inputForm } from "#app/lib/forms/short-forms.ts";
import { codeInput, emailInput, passwordInput } from "./credentials.ts";

/** Both steps post with the same button. */
const SIGN_IN = { submit: "Log ind", busy: "Logger ind…" };

/**
 * The sign-in form (docs/pages.md#sign-in-and-the-admins-names): `E-mail`, `Adgangskode`, button
 * `Log ind`. Whether an address has an account is never said here: the schema only asks for an
 * address and a password; better-auth decides, and its refusals all read the same.
 */
export const signInForm = {
  ...inputForm("sign-in", "Log ind", { email: emailInput, password: passwordInput }),
  ...SIGN_IN,
};

/**
 * The second step of a sign-in with two-factor on (docs/admin.md#konto-your-own-account): `Kode`,
 * from the authenticator app (6 digits) or a recovery code (`abcde-12345`).
 */
export const codeForm = {
  ...inputForm("sign-in-code", "Kode", {
    code: codeInput(
      z
        .string({ error: "Skriv koden" })
        .trim()
        .min(1, "Skriv koden")
        .max(32, "En kode har højst 32 tegn"),
      "De 6 cifre fra din godkendelsesapp, eller en af dine gendannelseskoder.",
    ),
  }),
  ...SIGN_IN,
};
