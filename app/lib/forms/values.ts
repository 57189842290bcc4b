import { numberFromText } from "#app/lib/number-text.ts";
import { isoFromLocal, localFromIso } from "./date-time.ts";
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

/** `convert` applied to each field that holds a value, through the groups and lists around it. */
function mapValues(
  field: Field,
  value: unknown,
  convert: (field: Field, value: unknown) => unknown,
): unknown {
  const inner = (child: Field, v: unknown) => mapValues(child, v, convert);
  if (field.kind === "group") return eachField(field.fields, value, inner);
  if (field.kind === "list")
    return ((value as unknown[] | null) ?? []).map((item) => eachField(field.fields, item, inner));
  return convert(field, value);
}

/** A stored value as the form holds it. */
export function toDraft(field: Field, value: unknown): unknown {
  return mapValues(field, value, (leaf, stored) => {
    switch (leaf.kind) {
      case "price":
        return typeof stored === "number" ? String(stored).replace(".", ",") : "";
      case "integer":
        return typeof stored === "number" ? String(stored) : "";
      case "datetime":
        return localFromIso(stored);
      case "text":
        return stored ?? "";
      default:
        return stored;
    }
  });
}

/** What the form sends: a number that is not one becomes null (the schema then says so). */
export function fromDraft(field: Field, draft: unknown): unknown {
  return mapValues(field, draft, (leaf, typed) => {
    switch (leaf.kind) {
      case "price":
        return numberFromText(String(typed ?? "").replace(",", "."));
      case "integer":
        return numberFromText(String(typed ?? ""));
      case "datetime":
        return isoFromLocal(String(typed ?? ""));
      default:
        return typed;
    }
  });
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
