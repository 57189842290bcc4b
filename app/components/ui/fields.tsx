import Lock from "lucide-react/icons/lock";
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/**
 * Labelled form controls: the hint or the field's error beneath, tied to the control; a locked
 * field looks locked and says who can change it; `after` holds what belongs to the field (the
 * other admin's value after a conflict).
 */

const baseControlClass =
  "block min-h-11 w-full min-w-0 rounded-lg border border-border bg-bg px-3 py-2 text-text placeholder:text-muted/70 transition-colors hover:border-muted/50 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-danger disabled:cursor-wait disabled:opacity-60";

export const controlClass = `${baseControlClass} read-only:cursor-not-allowed read-only:border-dashed read-only:bg-surface read-only:text-muted`;

type Common = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Why the field cannot be changed here, and by whom. */
  locked?: string | undefined;
  after?: ReactNode;
};

function Field({
  id,
  label,
  hint,
  error,
  locked,
  after,
  required,
  children,
}: Common & { required?: boolean | undefined; children: ReactNode }) {
  const note = locked ?? hint;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-text">
        {locked ? <Lock aria-hidden="true" className="size-3.5 text-muted" /> : null}
        {label}
        {required && !locked ? (
          <span aria-hidden="true" className="text-primary">
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldNotes id={id} hint={note} error={error} />
      {after}
    </div>
  );
}

/**
 * Beneath a control: its error, or else its hint, with the ids its `aria-describedby` names
 * (`${id}-error`, `${id}-hint`). For a control drawn outside `Field` (the date and time pair).
 */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

/** The label's parts of a control's props, and the attributes that tie the control to them. */
function split<P extends Common>({ id, label, hint, error, locked, after, ...control }: P) {
  const common: Common = { id, label, hint, error, locked, after };
  const tie = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : (locked ?? hint) ? `${id}-hint` : undefined,
    readOnly: locked ? true : undefined,
  } as const;
  return { common, tie, control };
}

export function TextField({
  inputRef,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement> & { inputRef?: Ref<HTMLInputElement> }) {
  const { common, tie, control } = split(props);
  return (
    <Field {...common} required={control.required}>
      <input ref={inputRef} type="text" className={controlClass} {...tie} {...control} />
    </Field>
  );
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { common, tie, control } = split(props);
  return (
    <Field {...common} required={control.required}>
      <textarea className={`${controlClass} resize-y`} {...tie} {...control} />
    </Field>
  );
}

export function SelectField({
  options,
  ...props
}: Omit<Common, "locked"> &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
  }) {
  const { common, tie, control } = split(props);
  return (
    <Field {...common} required={control.required}>
      {/* A select always matches `:read-only` (it is not a text field): no locked look for it. */}
      <select className={baseControlClass} {...tie} {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  after,
  ...input
}: Omit<Common, "error" | "locked"> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1.5">
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
      {after}
    </div>
  );
}
