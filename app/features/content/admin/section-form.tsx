import type { ReactNode } from "react";
import { CheckboxField, TextAreaField, TextField } from "#app/components/ui/fields.tsx";
import { ENVIRONMENT_FIELDS } from "#app/content/sections.ts";
import { controlId, errorKey, getAt, type Path, pathOf } from "./draft.ts";
import { ImageField } from "./image-field.tsx";
import { ItemList, TextList } from "./list-editor.tsx";
import type { Field } from "./section-fields.ts";
import type { SectionEditor } from "./use-section-editor.ts";

/** Fields set by the operator (SITE_PHONE and the others) are shown, not edited. */
function lockedBy(editor: SectionEditor, path: Path): string | null {
  const [field] = path;
  if (editor.name !== "contact" || path.length !== 1 || !editor.base.locked.includes(String(field)))
    return null;
  return ENVIRONMENT_FIELDS[field as keyof typeof ENVIRONMENT_FIELDS] ?? null;
}

/** One field of a section's form, and the fields inside it: the description decides the control. */
export function FieldView({
  field,
  path,
  editor,
}: {
  field: Field;
  path: Path;
  editor: SectionEditor;
}): ReactNode {
  const at = pathOf(path, field);
  const id = controlId(editor.name, at);
  const value = getAt(editor.draft, at);
  const error = editor.errors[errorKey(at)];
  const set = (next: unknown) => editor.setField(at, next);

  switch (field.kind) {
    case "text":
    case "price":
    case "time": {
      const variable = lockedBy(editor, at);
      const common = {
        id,
        label: field.label,
        error,
        value: String(value ?? ""),
        hint: variable
          ? `Sat af driftsmiljøet (${variable}). Den ændres dér, ikke her.`
          : field.hint,
      };
      if (field.kind === "text" && field.rows) {
        return (
          <TextAreaField {...common} rows={field.rows} onChange={(e) => set(e.target.value)} />
        );
      }
      return (
        <TextField
          {...common}
          readOnly={variable !== null}
          autoComplete="off"
          {...(field.kind === "price" ? { inputMode: "decimal" as const } : {})}
          {...(field.kind === "time" ? { type: "time" } : {})}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
    case "switch":
      return (
        <CheckboxField
          id={id}
          label={field.label}
          {...(field.hint ? { hint: field.hint } : {})}
          checked={value === true}
          onChange={(e) => set(e.target.checked)}
        />
      );
    case "image":
      return <ImageField id={id} field={field} value={value} error={error} onChange={set} />;
    case "texts":
      return <TextList field={field} path={at} editor={editor} />;
    case "list":
      return (
        <ItemList
          field={field}
          path={at}
          editor={editor}
          renderField={(child, itemPath) => (
            <FieldView key={child.key} field={child} path={itemPath} editor={editor} />
          )}
        />
      );
    case "group": {
      const fields = field.fields.map((child, index) => (
        <FieldView key={child.key ?? index} field={child} path={at} editor={editor} />
      ));
      if (field.key === undefined) return <div className="flex flex-col gap-5">{fields}</div>;
      return (
        <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 font-semibold">{field.label}</legend>
          {fields}
        </fieldset>
      );
    }
  }
}
