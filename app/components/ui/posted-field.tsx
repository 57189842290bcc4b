import type { InputHTMLAttributes } from "react";
import { TextAreaField, TextField } from "./fields.tsx";

/** A text field of a visitors' form, described once: its name, control, label and rules. */
export type PostedFieldSpec = {
  name: string;
  /** The control's id, which an error in the form's summary links to. */
  id: string;
  label: string;
  hint?: string;
  /** The rows of a multi-line answer; without them, one line. */
  rows?: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "required" | "maxLength">;

/** Each field's name with the control an error links to, as the form's error summary wants them. */
export function errorLinks(fields: readonly Pick<PostedFieldSpec, "name" | "id">[]) {
  return fields.map(({ name, id }) => [name, id] as const);
}

/**
 * A field of a plain form post: after a refused post it shows what the visitor typed and the
 * server's error for it, both found by the field's name.
 */
export function PostedField({
  field,
  values,
  errors,
}: {
  field: PostedFieldSpec;
  values: Partial<Record<string, string | number>> | undefined;
  errors: Record<string, string>;
}) {
  const { type = "text", rows, ...described } = field;
  const control = { ...described, error: errors[field.name], defaultValue: values?.[field.name] };
  return rows ? <TextAreaField rows={rows} {...control} /> : <TextField type={type} {...control} />;
}
