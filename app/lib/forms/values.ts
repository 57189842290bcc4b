import { numberFromText } from "#app/lib/number-text.ts";
import { isoFromTyped, typedFromIso } from "./date-time.ts";
import type { Field } from "./fields.ts";

/**
 * What the form holds while it is typed in: the value, except that numbers are the text in their
 * field (`12,50`), so a half-typed number survives until it is saved or refused.
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

/**
 * Applies `convert` to each field of an object, keeping keys no field names (a department's id);
 * a group without a key lends its fields to the object it is in.
 */
function eachField(
  fields: Field[],
  value: unknown,
  convert: (field: Field, v: unknown) => unknown,
  result: Json = { ...(value as Json) },
): Json {
  for (const field of fields) {
    if (field.key !== undefined) result[field.key] = convert(field, fieldValue(value, field));
    else if (field.kind === "group") eachField(field.fields, value, convert, result);
  }
  return result;
}

/**
 * How a kind of field's stored value becomes what the form holds (`toDraft`), and back
 * (`fromDraft`): a number that is not one becomes null (the schema then says so). Kinds not named
 * here are held as they are stored.
 */
const DRAFTS: Partial<
  Record<Field["kind"], { to: (value: unknown) => unknown; from: (draft: unknown) => unknown }>
> = {
  price: {
    to: (value) => (typeof value === "number" ? String(value).replace(".", ",") : ""),
    from: (draft) => numberFromText(String(draft ?? "").replace(",", ".")),
  },
  integer: {
    to: (value) => (typeof value === "number" ? String(value) : ""),
    from: (draft) => numberFromText(String(draft ?? "")),
  },
  datetime: { to: typedFromIso, from: isoFromTyped },
  text: { to: (value) => value ?? "", from: (draft) => draft },
};

/** Converts a value one way, field by field through groups and lists. */
function convert(way: "to" | "from", field: Field, value: unknown): unknown {
  const each = (fields: Field[], item: unknown) =>
    eachField(fields, item, (child, inner) => convert(way, child, inner));
  switch (field.kind) {
    case "group":
      return each(field.fields, value);
    case "list":
      return ((value as unknown[] | null) ?? []).map((item) => each(field.fields, item));
    default: {
      const draft = DRAFTS[field.kind];
      return draft ? draft[way](value) : value;
    }
  }
}

/** A stored value as the form holds it. */
export const toDraft = (field: Field, value: unknown): unknown => convert("to", field, value);

/** What the form sends. */
export const fromDraft = (field: Field, draft: unknown): unknown => convert("from", field, draft);

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
  const object = (value ?? {}) as Json;
  return { ...object, [step as string]: setAt(object[step as string], rest, next) };
}

/** The key of a path, as field errors and posted names use it: `0.price`. */
export function keyOf(path: Path): string {
  return path.join(".");
}

/** The id of the control at `path` in form `form`: `faq-2-answer`. */
export function controlId(form: string, path: Path): string {
  return [form, ...path].join("-");
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A key back to its path: `0.highlights.2` → `[0, "highlights", 2]`; `""` is the whole value. */
export function pathFromKey(key: string): Path {
  if (key === "") return [];
  return key.split(".").map((step) => (/^(0|[1-9][0-9]*)$/.test(step) ? Number(step) : step));
}

/** Every place in `value` that a field of `kind` describes, with its path (images, say). */
export function pathsOfKind(
  field: Field,
  value: unknown,
  kind: Field["kind"],
  at: Path = [],
): Path[] {
  const here = pathOf(at, field);
  if (field.kind === kind) return [here];
  if (field.kind === "group")
    return field.fields.flatMap((child) => pathsOfKind(child, value, kind, here));
  if (field.kind === "list") {
    const items = getAt(value, here);
    if (!Array.isArray(items)) return [];
    const item: Field = { kind: "group", label: field.item, fields: field.fields };
    return items.flatMap((_, index) => pathsOfKind(item, value, kind, [...here, index]));
  }
  return [];
}
