/**
 * Edits of a list in a form, as plain data: the browser applies them as they are clicked, and
 * the server applies the same edit when a form without JavaScript posts the button's `intent`
 * (`move:faq:2:0` moves the third item to the top). One function, both sides.
 */

export type ListEdit =
  | { kind: "move"; from: number; to: number }
  | { kind: "remove"; index: number }
  /** A new item at `index` (where the admin is), or at the end. */
  | { kind: "insert"; index: number; item: unknown };

export function editList(list: readonly unknown[], edit: ListEdit): unknown[] {
  const copy = [...list];
  if (edit.kind === "insert") {
    copy.splice(clamp(edit.index, 0, copy.length), 0, edit.item);
  } else if (edit.kind === "remove") {
    if (edit.index >= 0 && edit.index < copy.length) copy.splice(edit.index, 1);
  } else {
    const from = edit.from;
    const to = clamp(edit.to, 0, copy.length - 1);
    if (from < 0 || from >= copy.length || from === to) return [...list];
    const [moved] = copy.splice(from, 1);
    copy.splice(to, 0, moved);
  }
  return copy;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

/** A list button's intent, posted as its value: `move:0.highlights:1:0`, `remove:faq:3`. */
export type ListIntent =
  | { list: string; edit: Exclude<ListEdit, { kind: "insert" }> }
  | {
      list: string;
      edit: { kind: "insert"; index: number };
    };

export function intentValue(intent: ListIntent): string {
  const { list, edit } = intent;
  if (edit.kind === "move") return `move:${list}:${edit.from}:${edit.to}`;
  if (edit.kind === "remove") return `remove:${list}:${edit.index}`;
  return `insert:${list}:${edit.index}`;
}

const WHOLE = /^(0|[1-9][0-9]{0,3})$/;

/** The intent of a posted button, or null for anything that is not one (a plain save). */
export function parseIntent(raw: unknown): ListIntent | null {
  if (typeof raw !== "string" || raw.length > 300) return null;
  const parts = raw.split(":");
  const [kind, list = "", a, b] = parts;
  const number = (text: string | undefined) =>
    text !== undefined && WHOLE.test(text) ? Number(text) : null;
  const first = number(a);
  if (first === null) return null;
  if (kind === "move" && parts.length === 4) {
    const to = number(b);
    return to === null ? null : { list, edit: { kind: "move", from: first, to } };
  }
  if (kind === "remove" && parts.length === 3)
    return { list, edit: { kind: "remove", index: first } };
  if (kind === "insert" && parts.length === 3)
    return { list, edit: { kind: "insert", index: first } };
  return null;
}
