import { type PlainAnswer, PlainForm } from "#app/components/forms/plain-form.tsx";
import { codeForm, signInForm } from "./sign-in-form.ts";

/** What a post to /auth brings back: refused, or the password accepted and a code wanted. */
export type SignInAnswer = PlainAnswer & { step?: "code" };

/**
 * A step of the sign-in, with `redirectTo` carried along: e-mail and password first; when
 * two-factor is on, the code (the password was right, and the browser holds the pending sign-in
 * in a short-lived signed cookie; a code from the app or a recovery code ends it).
 */
export function SignInForm({
  step,
  answer,
  redirectTo,
  submitting,
}: {
  step: "password" | "code";
  answer: SignInAnswer | undefined;
  redirectTo: string | null;
  submitting: boolean;
}) {
  const carried: Record<string, string> = redirectTo ? { redirectTo } : {};
  return (
    <PlainForm
      description={step === "code" ? codeForm : signInForm}
      answer={answer}
      submitting={submitting}
      hidden={step === "code" ? { step: "code", ...carried } : carried}
    />
  );
}
