import { type PlainAnswer, PlainForm } from "#app/components/forms/plain-form.tsx";
import { codeForm, signInForm } from "./sign-in-form.ts";

/** What a post to /auth brings back: refused, or the password accepted and a code wanted. */
export type SignInAnswer = PlainAnswer & { step?: "code" };

/** The first step: e-mail and password, with `redirectTo` carried along. */
export function SignInForm({
  answer,
  redirectTo,
  submitting,
}: {
  answer: SignInAnswer | undefined;
  redirectTo: string | null;
  submitting: boolean;
}) {
  return (
    <PlainForm
      description={signInForm}
      answer={answer}
      submit="Log ind"
      busy="Logger ind…"
      submitting={submitting}
      hidden={redirectTo ? { redirectTo } : {}}
    />
  );
}

/**
 * The second step when two-factor is on: the password was right, and the browser holds the
 * pending sign-in in a short-lived signed cookie; a code from the app or a recovery code ends it.
 */
export function CodeForm({
  answer,
  redirectTo,
  submitting,
}: {
  answer: SignInAnswer | undefined;
  redirectTo: string | null;
  submitting: boolean;
}) {
  return (
    <PlainForm
      description={codeForm}
      answer={answer}
      submit="Log ind"
      busy="Logger ind…"
      submitting={submitting}
      hidden={{ step: "code", ...(redirectTo ? { redirectTo } : {}) }}
    />
  );
}
