import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { TextAreaField, TextField } from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import type { Field, FormDescription } from "#app/lib/forms/fields.ts";
import type { ShortForm } from "#app/lib/forms/short-forms.ts";
import { controlId } from "#app/lib/forms/values.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { RatingField, ratingControlId } from "./rating-field.tsx";

/**
 * What a refused post brings back: one line for the form, the errors by field, and the values
 * to type again (never a password: those fields are not kept).
 */
export type PlainAnswer = {
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

type ShortField = Extract<Field, { kind: "text" | "integer" }>;

/**
 * The fields of a description with one group of fields (sign-in, password forms, a visitors'
 * form): texts, and a whole number chosen from its schema's range (a rating).
 */
function shortFields(description: FormDescription): ShortField[] {
  const fields = description.field.kind === "group" ? description.field.fields : [];
  return fields.filter(
    (field): field is ShortField =>
      (field.kind === "text" || field.kind === "integer") && field.key !== undefined,
  );
}

/** The first field of the form that the server's answer says is wrong. */
const firstInvalid = (description: FormDescription, errors: Record<string, string>) =>
  shortFields(description).find((field) => errors[field.key ?? ""])?.key;

/**
 * Each field of a short form with the id of the control its error links to (a rating's first
 * choice), in page order: what a form's error summary lists.
 */
export function fieldControls(description: FormDescription): [key: string, controlId: string][] {
  return shortFields(description).map((field) => {
    const key = field.key ?? "";
    const id = controlId(description.id, [key]);
    if (field.kind !== "integer" || field.typed) return [key, id];
    return [key, ratingControlId(id, constraintsAt(description.schema, [key]).min ?? 1)];
  });
}

/**
 * The fields of a short form, drawn from its description: each named by its key, with the
 * schema's limits and the server's error beside it; what was typed comes back, never a password.
 * A text of several `rows` is a text area; a whole number, a row of choices from the schema's
 * range (a rating, starting at its best), or a field for the number keyboard when `typed` (a
 * score). The field to correct has the focus (the page drawn
 * again without JavaScript), or else `focus`; `focusInvalid` false leaves the focus to the form
 * (an error summary above the fields). `markRequired` false says "required" to assistive
 * technology only, without the visible star, for a form whose labels must read exactly as named
 * (`Adgangskode`).
 */
export function PlainFields({
  description,
  errors,
  values,
  focus,
  focusInvalid = true,
  markRequired = true,
}: {
  description: FormDescription;
  errors: Record<string, string>;
  values?: Record<string, string> | undefined;
  focus?: string | undefined;
  focusInvalid?: boolean;
  markRequired?: boolean;
}) {
  const focused = focusInvalid ? (firstInvalid(description, errors) ?? focus) : undefined;
  return shortFields(description).map((field) => {
    const key = field.key ?? "";
    const id = controlId(description.id, [key]);
    const limits = constraintsAt(description.schema, [key]);
    /** What names every control: its id, the key it posts as and its label. */
    const named = { id, name: key, label: field.label };
    if (field.kind === "integer" && field.typed) {
      return (
        <TextField
          key={key}
          {...named}
          hint={field.hint}
          inputMode="numeric"
          autoComplete="off"
          required={limits.required}
          error={errors[key]}
          defaultValue={values?.[key]}
          autoFocus={key === focused}
        />
      );
    }
    if (field.kind === "integer") {
      const min = limits.min ?? 1;
      const max = limits.max ?? min;
      const chosen = Number(values?.[key]);
      return (
        <RatingField
          key={key}
          {...named}
          min={min}
          max={max}
          value={Number.isInteger(chosen) && chosen >= min && chosen <= max ? chosen : max}
          choiceText={field.choiceText}
          error={errors[key]}
        />
      );
    }
    const common = {
      ...named,
      hint: field.hint,
      autoComplete: field.autoComplete,
      ...(markRequired ? { required: limits.required } : { "aria-required": limits.required }),
      maxLength: limits.maxLength,
      error: errors[key],
      defaultValue: field.inputType === "password" ? undefined : values?.[key],
      autoFocus: key === focused,
    };
    return field.rows ? (
      <TextAreaField key={key} rows={field.rows} {...common} />
    ) : (
      <TextField key={key} type={field.inputType ?? "text"} {...common} />
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
