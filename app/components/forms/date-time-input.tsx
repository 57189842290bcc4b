import type { ReactNode } from "react";
import { controlClass, FieldNotes } from "#app/components/ui/fields.tsx";
import { formatEventTime } from "#app/lib/format.ts";
import {
  DATE_FORMAT,
  problemField,
  readDateTime,
  TIME_FORMAT,
  type TypedDateTime,
  tidyDate,
  tidyTime,
  typedOf,
} from "#app/lib/forms/date-time.ts";

/**
 * A moment typed the Danish way whatever the browser's language (docs/admin.md, "The date-time
 * field"): a date `dd.mm.åååå` and a time `tt.mm` in two plain text fields, posted as they are
 * (`KEY.date`, `KEY.time`) and read on the server in Copenhagen time, so it works without
 * JavaScript. A moment that reads is said in words beneath (`mandag 14. december 2026 kl.
 * 18.00`), so the weekday can be checked; in the browser a field's readable text is tidied when
 * it is left (`1.2.27` → `01.02.2027`).
 */
export function DateTimeInput({
  id,
  name,
  label,
  hint,
  error,
  required,
  value,
  after,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  value: unknown;
  after?: ReactNode;
  onChange: (next: TypedDateTime) => void;
}) {
  const typed = typedOf(value);
  const reading = readDateTime(typed);
  // `kl. 18.00` kept on one line.
  const said = reading.ok
    ? formatEventTime(reading.iso, { withYear: true }).replace("kl. ", "kl.\u00a0")
    : null;
  // An error in one of the two texts marks that one; an empty or refused moment both.
  const wrong = error ? (reading.ok ? "both" : problemField(reading.problem)) : null;
  const notes = [said ? `${id}-said` : null, error ? `${id}-error` : hint ? `${id}-hint` : null];
  const describedBy = notes.filter(Boolean).join(" ") || undefined;
  const part = (key: keyof TypedDateTime, text: string, format: string, tidy: typeof tidyDate) => (
    <div
      className={`flex min-w-0 flex-col gap-1 ${key === "date" ? "max-w-40 flex-[3]" : "max-w-28 flex-[2]"}`}
    >
      <label htmlFor={`${id}-${key}`} className="text-xs text-muted">
        {text}
      </label>
      <input
        id={`${id}-${key}`}
        name={`${name}.${key}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={format}
        maxLength={key === "date" ? 10 : 5}
        required={required}
        aria-invalid={wrong === key || wrong === "both" ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} tabular-nums`}
        value={typed[key]}
        onChange={(change) => onChange({ ...typed, [key]: change.target.value })}
        onBlur={() => {
          const tidied = tidy(typed[key]);
          if (tidied !== typed[key]) onChange({ ...typed, [key]: tidied });
        }}
      />
    </div>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-text">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-primary">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex gap-2">
        {part("date", "Dato", DATE_FORMAT, tidyDate)}
        {part("time", "Klokkeslæt", TIME_FORMAT, tidyTime)}
      </div>
      {said ? (
        <p id={`${id}-said`} className="text-sm text-text">
          {said}
        </p>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
      {after}
    </fieldset>
  );
}
