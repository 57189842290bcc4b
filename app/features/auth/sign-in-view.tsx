import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { TextField } from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import { controlId } from "#app/lib/forms/values.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { signInForm } from "./sign-in-form.ts";

/** What a refused post brings back: the errors by field, the address typed (never the password). */
export type SignInAnswer = { error?: string; errors?: Record<string, string>; email?: string };

/** The kind of input each field is: the keyboard, the password manager and hidden typing. */
const INPUT_TYPE: Record<string, string> = { email: "email", password: "password" };

const fields = signInForm.field.kind === "group" ? signInForm.field.fields : [];

const firstInvalidField = (answer: SignInAnswer | undefined) =>
  fields.find((field) => field.key && answer?.errors?.[field.key])?.key;

/**
 * The sign-in form, drawn from its description: a plain form post, so it works without
 * JavaScript. The browser's own checks stay off (`noValidate`) so every error is the server's,
 * in Danish, beside its field; the attributes stay for keyboards and password managers.
 */
export function SignInForm({
  answer,
  redirectTo,
  submitting,
}: {
  answer: SignInAnswer | undefined;
  redirectTo: string | null;
  submitting: boolean;
}) {
  const errors = answer?.errors ?? {};
  const firstInvalid = firstInvalidField(answer);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // After a refused post in place (with JavaScript) the first field in error takes the focus, as
  // `autoFocus` does for the page drawn again without it.
  useEffect(() => {
    const name = firstInvalidField(answer);
    if (name) form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [answer]);

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      // Says when the post goes through React (in place) rather than as the browser's own.
      data-hydrated={hydrated ? "" : undefined}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
    >
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {fields.map((field) => {
        const key = field.key ?? "";
        const limits = constraintsAt(signInForm.schema, [key]);
        return (
          <TextField
            key={key}
            id={controlId(signInForm.id, [key])}
            name={key}
            label={field.label}
            type={INPUT_TYPE[key] ?? "text"}
            autoComplete={field.kind === "text" ? field.autoComplete : undefined}
            required={limits.required}
            maxLength={limits.maxLength}
            error={errors[key]}
            defaultValue={key === "email" ? answer?.email : undefined}
            // The page drawn again without JavaScript: the field to correct has the focus.
            autoFocus={key === firstInvalid}
          />
        );
      })}
      <p role="alert" className="min-h-6 text-danger">
        {answer?.error ?? ""}
      </p>
      <button type="submit" disabled={submitting} className={buttonClass()}>
        {submitting ? "Logger ind…" : "Log ind"}
      </button>
    </Form>
  );
}
