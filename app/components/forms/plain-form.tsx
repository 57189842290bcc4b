import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { TextField } from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";
import { controlId } from "#app/lib/forms/values.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * What a refused post brings back: one line for the form, the errors by field, and the values
 * to type again (never a password: those fields are not kept).
 */
export type PlainAnswer = {
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** The text fields of a description with one group of fields (sign-in, password forms). */
function textFields(description: FormDescription): Extract<Field, { kind: "text" }>[] {
  const fields = description.field.kind === "group" ? description.field.fields : [];
  return fields.filter((field) => field.kind === "text" && field.key !== undefined) as Extract<
    Field,
    { kind: "text" }
  >[];
}

/**
 * A short form that saves nothing to a draft (sign-in, passwords, a code), drawn from its
 * description: a plain form post, so it works without JavaScript. The browser's own checks stay
 * off (`noValidate`) so every error is the server's, in Danish, beside its field; the attributes
 * (type, autocomplete, required, maxlength) stay for keyboards and password managers.
 */
export function PlainForm({
  description,
  answer,
  submit,
  busy,
  submitting,
  action,
  hidden,
  variant,
  children,
}: {
  description: FormDescription;
  answer: PlainAnswer | undefined;
  submit: string;
  /** The button's text while the post is under way (`Logger ind…`). */
  busy: string;
  submitting: boolean;
  action?: string;
  hidden?: Record<string, string>;
  variant?: "primary" | "secondary" | "danger";
  children?: ReactNode;
}) {
  const fields = textFields(description);
  const errors = answer?.errors ?? {};
  const firstInvalid = fields.find((field) => errors[field.key ?? ""])?.key;
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // After a refused post in place (with JavaScript) the first field in error takes the focus, as
  // `autoFocus` does for the page drawn again without it.
  useEffect(() => {
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [firstInvalid]);

  return (
    <Form
      ref={form}
      method="post"
      action={action}
      noValidate
      // Says when the post goes through React (in place) rather than as the browser's own.
      data-hydrated={hydrated ? "" : undefined}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {fields.map((field) => {
        const key = field.key ?? "";
        const limits = constraintsAt(description.schema, [key]);
        return (
          <TextField
            key={key}
            id={controlId(description.id, [key])}
            name={key}
            label={field.label}
            hint={field.hint}
            type={field.inputType ?? "text"}
            autoComplete={field.autoComplete}
            required={limits.required}
            maxLength={limits.maxLength}
            error={errors[key]}
            defaultValue={field.inputType === "password" ? undefined : answer?.values?.[key]}
            // The page drawn again without JavaScript: the field to correct has the focus.
            autoFocus={key === firstInvalid}
          />
        );
      })}
      <p role="alert" className="min-h-6 text-danger empty:min-h-0">
        {answer?.error ?? ""}
      </p>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass(variant ? { variant } : {})}
      >
        {submitting ? busy : submit}
      </button>
    </Form>
  );
}
