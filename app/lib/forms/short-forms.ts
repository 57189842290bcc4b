import { z } from "zod";
import { type Field, type FormDescription, groupForm } from "./fields.ts";

/**
 * Short forms of text inputs (sign-in, a password, a code, a name), where each field and the rule
 * for its value go together: an input is written once with both, and a form is its inputs by name.
 */

/**
 * A short form as a plain post draws it (components/forms/plain-form.tsx): its description and
 * its button, which reads `submit` (`Log ind`) and `busy` while the post is under way (`Logger
 * ind…`).
 */
export type ShortForm = FormDescription & { submit: string; busy: string };

/** A text field of a short form and the rule its value meets; the form gives it its key. */
export type TextInput = {
  field: Omit<Extract<Field, { kind: "text" }>, "kind" | "key">;
  rule: z.ZodType;
};

type Shape<T extends Record<string, TextInput>> = { [K in keyof T]: T[K]["rule"] };

/** A short form of these inputs, in this order, under one label. */
export function inputForm<T extends Record<string, TextInput>>(
  id: string,
  label: string,
  inputs: T,
) {
  const named = Object.entries(inputs);
  const shape = Object.fromEntries(named.map(([key, input]) => [key, input.rule])) as Shape<T>;
  return groupForm(
    id,
    label,
    z.object(shape),
    named.map(([key, input]) => ({ kind: "text" as const, key, ...input.field })),
  );
}
