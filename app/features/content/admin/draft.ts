import { numberFromText } from "#app/lib/number-text.ts";
import type { Field } from "./section-fields.ts";

/**
 * What the admin has typed into a section's form: the section's value, except that a price is
 * the text in its field ("12,50"), so a half-typed number survives until it is saved. A path
 * names a place in it: `[0, "highlights", 2]`, shown and keyed as `0.highlights.2`.
 */

export type Path = (string | number)[];
type Json = Record<string, unknown>;

/** The path of a field inside the value at `path`. */
export function pathOf(path: Path, field: Field): Path {
  return field.key === undefined ? path : [...path, field.key];
}

function fieldValue(value: unknown, field: Field): unknown {
  return field.key === undefined ? value : (value as Json | null)?.[field.key];
}

/** Applies `convert` to each field of an object, keeping keys no field names (a department's id). */
function eachField(
  fields: Field[],
  value: unknown,
  convert: (field: Field, v: unknown) => unknown,
) {
  const result: Json = { ...(value as Json) };
  for (const field of fields) {
    if (field.key !== undefined) result[field.key] = convert(field, fieldValue(value, field));
  }
  return result;
}

/** A stored value as the form holds it. */
export function toDraft(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case "price":
      return typeof value === "number" ? String(value).replace(".", ",") : "";
    case "group":
      return eachField(field.fields, value, toDraft);
    case "list":
      return (value as unknown[]).map((item) => eachField(field.fields, item, toDraft));
    default:
      return value;
  }
}

/** What the form sends: a price that is not a number becomes null (the schema then says so). */
export function fromDraft(field: Field, draft: unknown): unknown {
  switch (field.kind) {
    case "price":
      return numberFromText(String(draft).replace(",", "."));
    case "group":
      return eachField(field.fields, draft, fromDraft);
    case "list":
      return (draft as unknown[]).map((item) => eachField(field.fields, item, fromDraft));
    default:
      return draft;
  }
}

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) current = (current as Json | null)?.[step as string];
  return current;
}

/** A copy of `value` with `next` at `path`; everything else is shared. */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = setAt(copy[step as number], rest, next);
    return copy;
  }
  const object = value as Json;
  return { ...object, [step as string]: setAt(object[step as string], rest, next) };
}

/** A list edit: an item moved one place, removed, or added at the end. */
export type ListEdit =
  | { kind: "move"; index: number; by: -1 | 1 }
  | { kind: "remove"; index: number }
  | { kind: "add"; item: unknown };

export function editList(list: unknown[], edit: ListEdit): unknown[] {
  const copy = [...list];
  if (edit.kind === "add") copy.push(edit.item);
  else if (edit.kind === "remove") copy.splice(edit.index, 1);
  else {
    const target = edit.index + edit.by;
    if (target < 0 || target >= copy.length) return list;
    [copy[edit.index], copy[target]] = [copy[target], copy[edit.index]];
  }
  return copy;
}

/** The id of the control at `path`: `faq-2-answer`. */
export function controlId(section: string, path: Path): string {
  return [section, ...path].join("-");
}

/** The key of a path in the API's field errors, without the section: `0.price`. */
export function errorKey(path: Path): string {
  return path.join(".");
}

/** The API's `departments.0.price` keyed by the form's path (`0.price`); `""` for the section. */
export function formErrors(section: string, errors: Record<string, string>) {
  const keyed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const local =
      key === section ? "" : key.startsWith(`${section}.`) ? key.slice(section.length + 1) : key;
    keyed[local] ??= message;
  }
  return keyed;
}
