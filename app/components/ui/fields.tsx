import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";

/** Labelled form controls with the server's field error shown beneath and tied to the control. */

const controlClass =
  "block min-h-11 w-full rounded-lg border border-border bg-bg px-3 py-2 text-text placeholder:text-muted/70 transition-colors hover:border-muted/50 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-danger disabled:cursor-wait disabled:opacity-60";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
};

function Field({ id, label, hint, error, required, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-primary">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type Common = { id: string; label: string; hint?: string; error?: string };

export function TextField({
  id,
  label,
  hint,
  error,
  inputRef,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={input.required}>
      <input
        id={id}
        ref={inputRef}
        type="text"
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={textarea.required}>
      <textarea
        id={id}
        className={`${controlClass} resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </Field>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: Omit<Common, "error"> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
