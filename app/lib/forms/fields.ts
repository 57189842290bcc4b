import type { z } from "zod";

/**
 * A form described once: what each field asks for, in Danish, and the zod schema that says what
 * is valid. Every admin form is drawn from such a description (components/forms/field-view.tsx),
 * parsed from a form post by it (submission.ts), kept as a draft by it (values.ts), merged by it
 * after a conflict (merge.ts) and named by it in the history (changes.ts). The browser's own
 * attributes (`required`, `maxlength`, `min`, `max`) are read off the schema, so a limit is
 * written once.
 *
 * A field without `key` is the value itself (a form whose value is a list). Paths name a place
 * in a value: `[0, "highlights", 2]`, keyed and posted as `0.highlights.2`.
 */

type Common = { key?: string; label: string; hint?: string };

export type Field =
  | (Common & {
      kind: "text";
      rows?: number;
      autoComplete?: string;
      /** The keyboard, the password manager and hidden typing: `email` or `password`. */
      inputType?: "email" | "password";
    })
  /**
   * A whole number typed as text: the draft keeps what was typed. A visitors' form draws it as a
   * row of choices from its schema's range (a rating), or, `typed`, as a field to type it in (a
   * score).
   */
  | (Common & {
      kind: "integer";
      typed?: boolean;
      /** How each choice is read out (`4 stars` on the English review form); Danish stars else. */
      choiceText?: (value: number) => string;
    })
  /** Kroner typed with a decimal comma: `12,50`. */
  | (Common & { kind: "price" })
  | (Common & { kind: "time" })
  /**
   * A moment typed the Danish way as Copenhagen wall-clock time, a date and a time in two text
   * fields (`14.12.2026`, `18.00`), held and posted as typed (`KEY.date`, `KEY.time`), sent to
   * the schema as ISO 8601 with the offset (date-time.ts).
   */
  | (Common & { kind: "datetime" })
  | (Common & { kind: "switch" })
  | (Common & { kind: "choice"; options: readonly { value: string; label: string }[] })
  | (Common & { kind: "image"; empty: string })
  /** Carried with the value but not edited (a department's fixed id). */
  | (Common & { kind: "hidden" })
  /** A list of one-line texts. */
  | (Common & { kind: "texts"; item: string })
  | (Common & {
      kind: "group";
      fields: Field[];
      columns?: 2;
      /**
       * Its fields are twins of the fields beside it (a text's English, key `en`): each is shown
       * under the field of the same key, not in a frame of its own (`shownFields`).
       */
      twins?: true;
    })
  | (Common & {
      kind: "list";
      /** One item's name: `Spørgsmål` → `Spørgsmål 2`, and `Tilføj spørgsmål`. */
      item: string;
      /** The text that names an item in its header (its title, question, name). */
      titleKey?: string;
      fields: Field[];
      /** A new item's value; a list without it cannot grow. */
      blank?: () => Record<string, unknown>;
    });

export type ListField = Extract<Field, { kind: "list" }>;
export type TextsField = Extract<Field, { kind: "texts" }>;
export type ImageField = Extract<Field, { kind: "image" }>;

export type FormDescription = {
  /** Names the form's controls (`faq-2-answer`) and its kept draft. */
  id: string;
  schema: z.ZodType;
  field: Field;
  /**
   * Fields the operator's environment sets (a path key → the setting's name): shown locked, with
   * who can change them.
   */
  locked?: Record<string, string>;
};

/**
 * A form of one group of fields under one label, the shape of every short form (sign-in, the
 * password forms, a code, an invitation). The schema keeps its type, so a form's values are
 * `z.infer<typeof form.schema>`.
 */
export function groupForm<S extends z.ZodType>(
  id: string,
  label: string,
  schema: S,
  fields: Field[],
): FormDescription & { schema: S } {
  return { id, schema, field: { kind: "group", label, fields } };
}

/**
 * The fields in the order a form shows them, each with the steps from the value to it: a `twins`
 * group's fields each come right under their twin (`question`, then `en.question`).
 */
export function shownFields(fields: Field[]): { field: Field; under: string[] }[] {
  const twins = fields.find((field) => field.kind === "group" && field.twins);
  if (twins?.kind !== "group" || twins.key === undefined) {
    return fields.map((field) => ({ field, under: [] }));
  }
  const step = twins.key;
  return fields
    .filter((field) => field !== twins)
    .flatMap((field) => {
      const twin = twins.fields.find((child) => child.key !== undefined && child.key === field.key);
      return twin
        ? [
            { field, under: [] },
            { field: twin, under: [step] },
          ]
        : [{ field, under: [] }];
    });
}

/** The field that owns `key` among `fields` (a group without a key lends its fields). */
export function childByKey(fields: Field[], key: string): Field | undefined {
  for (const child of fields) {
    if (child.key === key) return child;
    if (child.key === undefined && child.kind === "group") {
      const found = childByKey(child.fields, key);
      if (found) return found;
    }
  }
  return undefined;
}
