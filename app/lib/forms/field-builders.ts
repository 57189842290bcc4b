import type { Field } from "./fields.ts";

/**
 * The fields of a form description (fields.ts), one call each: what a field asks for is read
 * off one line (its key, its Danish label, the hint under it), the shared shape is written here.
 */

const hinted = (hint: string | undefined) => (hint ? { hint } : {});

/** A field that asks for one thing: its key, its label and maybe a hint. */
const plain =
  (kind: "text" | "integer" | "price" | "time" | "datetime" | "switch") =>
  (key: string, label: string, hint?: string): Field => ({ kind, key, label, ...hinted(hint) });

export const text = plain("text");
export const integer = plain("integer");
/** Kroner, typed with a decimal comma. */
export const price = plain("price");
export const time = plain("time");
/** A moment in Copenhagen time. */
export const dateTime = plain("datetime");
/** On or off. */
export const toggle = plain("switch");

/** A text of several lines: `rows` high. */
export const longText = (key: string, label: string, rows = 4, hint?: string): Field => ({
  kind: "text",
  key,
  label,
  rows,
  ...hinted(hint),
});

/** One of `values`, each shown as `labels` names it. */
export const choice = <Value extends string>(
  key: string,
  label: string,
  values: readonly Value[],
  labels: Record<Value, string>,
  hint?: string,
): Field => ({
  kind: "choice",
  key,
  label,
  ...hinted(hint),
  options: values.map((value) => ({ value, label: labels[value] })),
});

/** A list of one-line texts, each an `item`. */
export const texts = (key: string, label: string, item: string): Field => ({
  kind: "texts",
  key,
  label,
  item,
});

/** An uploaded picture; `empty` says what shows without one. */
export const image = (key: string, label: string, empty: string): Field => ({
  kind: "image",
  key,
  label,
  empty,
});

/** Fields shown side by side (two columns) under one label, each its own key of the value. */
export const sideBySide = (label: string, fields: Field[]): Field => ({
  kind: "group",
  label,
  columns: 2,
  fields,
});
