import type { z } from "zod";
import { checkDraft } from "./draft-check.ts";
import { childByKey, type Field, type FormDescription } from "./fields.ts";
import { editList, parseIntent } from "./list-edits.ts";
import { getAt, keyOf, type Path, pathFromKey, pathOf, setAt } from "./values.ts";

/**
 * A posted form read back into a draft by its description. Every control is named by its path
 * (`faq` section: `2.answer`; the testimonial form: `name`), so a form posted without JavaScript
 * and one sent by the enhanced page are read by this one function. A list posts its length as
 * `PATH.#`, so an item whose fields post nothing (unchecked boxes) is still counted. Anything the
 * description does not name is ignored; a missing field reads as empty, and the schema decides.
 */

export const LENGTH = "#";

/** What is read of a post: FormData in the browser, URLSearchParams of the body on the server. */
export type PostedFields = {
  get(name: string): FormDataEntryValue | null;
  has(name: string): boolean;
};

/** The most items a posted list may claim: far above any schema's maximum, so a post stays small. */
const MAX_ITEMS = 100;

function text(form: PostedFields, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

function lengthOf(form: PostedFields, path: Path): number {
  const raw = Number(text(form, keyOf([...path, LENGTH])));
  return Number.isInteger(raw) && raw >= 0 ? Math.min(raw, MAX_ITEMS) : 0;
}

function readField(form: PostedFields, field: Field, at: Path): unknown {
  const key = keyOf(at);
  switch (field.kind) {
    case "switch":
      return form.has(key);
    case "image": {
      const id = text(form, `${key}.id`);
      if (!id) return null;
      return {
        id,
        width: Number(text(form, `${key}.width`)),
        height: Number(text(form, `${key}.height`)),
      };
    }
    case "texts":
      return Array.from({ length: lengthOf(form, at) }, (_, index) =>
        text(form, keyOf([...at, index])),
      );
    case "list":
      return Array.from({ length: lengthOf(form, at) }, (_, index) =>
        readGroup(form, field.fields, [...at, index]),
      );
    case "group":
      return readGroup(form, field.fields, at);
    case "datetime":
      return { date: text(form, `${key}.date`), time: text(form, `${key}.time`) };
    default:
      return text(form, key);
  }
}

function readGroup(form: PostedFields, fields: Field[], at: Path): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const value = readField(form, field, pathOf(at, field));
    if (field.key === undefined) Object.assign(result, value);
    else result[field.key] = value;
  }
  return result;
}

/** The draft a form post carries. */
function draftFromForm(field: Field, form: PostedFields): unknown {
  return readField(form, field, []);
}

/** The field of the description at a path's key (list items are looked through). */
function fieldAt(field: Field, key: string): Field | undefined {
  let current: Field | undefined = field;
  for (const step of key === "" ? [] : key.split(".")) {
    if (!current) return undefined;
    if (/^[0-9]+$/.test(step) && (current.kind === "list" || current.kind === "texts")) {
      current =
        current.kind === "list" ? { kind: "group", label: "", fields: current.fields } : undefined;
      continue;
    }
    current =
      current.kind === "group" || current.kind === "list"
        ? childByKey(current.fields, step)
        : undefined;
  }
  return current;
}

export type Post =
  /** A list button posted without JavaScript: the draft with its edit made. */
  | { kind: "edited"; draft: unknown }
  | { kind: "invalid"; draft: unknown; errors: Record<string, string> }
  | { kind: "valid"; draft: unknown; value: unknown; intent: string };

/**
 * A form post read by its description, the same way for every form: the draft, then a list
 * button's edit, or the value the schema accepts, or its errors by path. `intent` is the
 * button that sent it (`save`, `restore:3`).
 */
export function readPost(description: FormDescription, form: PostedFields): Post {
  const { field } = description;
  const draft = draftFromForm(field, form);
  const intent = String(form.get("intent") ?? "save");
  const listEdit = parseIntent(intent);
  if (listEdit) {
    const path = pathFromKey(listEdit.list);
    const list = getAt(draft, path);
    const listField = fieldAt(field, listEdit.list);
    if (!Array.isArray(list) || !listField) return { kind: "edited", draft };
    const blank = listField.kind === "list" ? (listField.blank?.() ?? {}) : "";
    const edit =
      listEdit.edit.kind === "insert" ? { ...listEdit.edit, item: blank } : listEdit.edit;
    return { kind: "edited", draft: setAt(draft, path, editList(list, edit)) };
  }
  const checked = checkDraft(description, draft);
  return checked.errors
    ? { kind: "invalid", draft, errors: checked.errors }
    : { kind: "valid", draft, value: checked.value, intent };
}

/** A short form's post (sign-in, a password, a code: no lists): the value, or errors by field. */
type PlainPost<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A short form's post read by its description, the value typed by its schema. */
export function readPlainPost<S extends z.ZodType>(
  description: FormDescription & { schema: S },
  form: PostedFields,
): PlainPost<z.output<S>> {
  const post = readPost(description, form);
  if (post.kind === "valid") return { ok: true, value: post.value as z.output<S> };
  return { ok: false, errors: post.kind === "invalid" ? post.errors : {} };
}
