import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { TextField } from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";
import type { ShortForm } from "#app/lib/forms/short-forms.ts";
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

/** The first field of the form that the server's answer says is wrong. */
const firstInvalid = (description: FormDescription, errors: Record<string, string>) =>
  textFields(description).find((field) => errors[field.key ?? ""])?.key;

/**
 * The text fields of a short form, drawn from its description: each named by its key, with the
 * schema's limits and the server's error beside it; what was typed comes back, never a password.
 * The field to correct has the focus (the page drawn again without JavaScript), or else `focus`.
 * `markRequired` false says "required" to assistive technology only, without the visible star,
 * for a form whose labels must read exactly as named (`Adgangskode`).
 */
export function PlainFields({
  description,
  errors,
  values,
  focus,
  markRequired = true,
}: {
  description: FormDescription;
  errors: Record<string, string>;
  values?: Record<string, string> | undefined;
  focus?: string | undefined;
  markRequired?: boolean;
}) {
  const focused = firstInvalid(description, errors) ?? focus;
  return textFields(description).map((field) => {
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
        {...(markRequired ? { required: limits.required } : { "aria-required": limits.required })}
        maxLength={limits.maxLength}
        error={errors[key]}
        defaultValue={field.inputType === "password" ? undefined : values?.[key]}
        autoFocus={key === focused}
      />
    );
  });
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
  submitting,
  action,
  hidden,
  variant,
  children,
}: {
  description: ShortForm;
  answer: PlainAnswer | undefined;
  submitting: boolean;
  action?: string;
  hidden?: Record<string, string>;
  variant?: "primary" | "secondary" | "danger";
  children?: ReactNode;
}) {
  const errors = answer?.errors ?? {};
  const invalid = firstInvalid(description, errors);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // After a refused post in place (with JavaScript) the first field in error takes the focus, as
  // `autoFocus` does for the page drawn again without it.
  useEffect(() => {
    if (invalid) form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  }, [invalid]);

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
      <PlainFields description={description} errors={errors} values={answer?.values} />
      <p role="alert" className="min-h-6 text-danger empty:min-h-0">
        {answer?.error ?? ""}
      </p>
      <button
        type="submit"
        disabled={submitting}
        className={buttonClass(variant ? { variant } : {})}
      >
        {submitting ? description.busy : description.submit}
      </button>
    </Form>
  );
}
