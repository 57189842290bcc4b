import { dateTimeError } from "./date-time.ts";
import { check } from "./errors.ts";
import type { Field, FormDescription } from "./fields.ts";
import { fromDraft, getAt, keyOf, type Path, pathOf } from "./values.ts";

/**
 * What is typed in a form, checked by its schema before a save, alike on the server (a post) and
 * in the browser: the value the schema accepts, or the errors by path. A date-time field refused
 * because its text is empty or no moment is told how to write one the Danish way
 * (`Start: skriv datoen som dd.mm.åååå, fx 14.12.2026`), not the schema's ISO 8601, which is the
 * API's (docs/admin.md, "The date-time field").
 */
export function checkDraft(description: FormDescription, draft: unknown) {
  const checked = check(description.schema, fromDraft(description.field, draft));
  if (!checked.errors) return checked;
  const errors = { ...checked.errors };
  for (const { path, label } of dateTimeFields(description.field)) {
    const key = keyOf(path);
    const said = errors[key] && dateTimeError(label, getAt(draft, path));
    if (said) errors[key] = said;
  }
  return { value: null, errors };
}

/** The date-time fields of a form (in its groups), with their paths. */
function dateTimeFields(field: Field, at: Path = []): { path: Path; label: string }[] {
  const here = pathOf(at, field);
  if (field.kind === "datetime") return [{ path: here, label: field.label }];
  return field.kind === "group" ? field.fields.flatMap((child) => dateTimeFields(child, here)) : [];
}
