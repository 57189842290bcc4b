import type { ReactNode } from "react";
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/fields.tsx";
import { constraintsAt } from "#app/lib/forms/constraints.ts";
import { type Field, shownFields } from "#app/lib/forms/fields.ts";
import { controlId, getAt, keyOf, type Path, pathOf } from "#app/lib/forms/values.ts";
import { ConflictNote } from "./conflict-note.tsx";
import { DateTimeInput } from "./date-time-input.tsx";
import { ImageInput } from "./image-input.tsx";
import { ItemList, TextList, Twin } from "./list-editor.tsx";
import { lockedNote } from "./locked-note.ts";
import type { FormEditor } from "./use-form-editor.ts";

/**
 * One field of a form, and the fields inside it: the description decides the control, the schema
 * its browser-level limits. Each control is named by its path, so the form posts as it is.
 */
export function FieldView({
  field,
  path,
  editor,
}: {
  field: Field;
  path: Path;
  editor: FormEditor;
}): ReactNode {
  const at = pathOf(path, field);
  const key = keyOf(at);
  const id = controlId(editor.description.id, at);
  const value = getAt(editor.draft, at);
  const error = editor.errors[key];
  const conflict = editor.conflicts[key];
  const after = conflict ? (
    <ConflictNote
      field={field}
      conflict={conflict}
      who={editor.base.updated_by}
      onChoose={(choice) => editor.resolve(key, choice)}
    />
  ) : null;
  // What every control carries (its name, the id its label points at, a conflict's note), and
  // what the labelled ones add.
  const control = { id, name: key, after };
  const labelled = { ...control, label: field.label, hint: field.hint };
  const set = (next: unknown) => editor.setField(at, next);
  const limits = constraintsAt(editor.description.schema, at);
  const setting = editor.locked[key];

  switch (field.kind) {
    case "hidden":
      return <input type="hidden" name={key} value={String(value ?? "")} />;
    case "text":
    case "integer":
    case "price":
    case "time": {
      const common = {
        ...labelled,
        error,
        required: limits.required,
        value: String(value ?? ""),
        locked: setting ? lockedNote(setting) : undefined,
      };
      if (field.kind === "text" && field.rows) {
        return (
          <TextAreaField
            {...common}
            rows={field.rows}
            maxLength={limits.maxLength}
            onChange={(e) => set(e.target.value)}
          />
        );
      }
      return (
        <TextField
          {...common}
          autoComplete={field.kind === "text" ? (field.autoComplete ?? "off") : "off"}
          maxLength={limits.maxLength}
          {...(field.kind === "text" && field.inputType ? { type: field.inputType } : {})}
          {...(field.kind === "integer"
            ? {
                type: "number",
                inputMode: "numeric" as const,
                min: limits.min,
                max: limits.max,
                step: 1,
              }
            : {})}
          {...(field.kind === "price" ? { inputMode: "decimal" as const } : {})}
          {...(field.kind === "time" ? { type: "time" } : {})}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
    case "datetime":
      return (
        <DateTimeInput
          {...labelled}
          error={error}
          required={limits.required}
          value={value}
          onChange={set}
        />
      );
    case "switch":
      return (
        <CheckboxField
          {...labelled}
          checked={value === true}
          onChange={(e) => set(e.target.checked)}
        />
      );
    case "choice":
      return (
        <SelectField
          {...labelled}
          error={error}
          options={field.options}
          value={String(value ?? "")}
          onChange={(e) => set(e.target.value)}
        />
      );
    case "image":
      return <ImageInput {...control} field={field} value={value} error={error} onChange={set} />;
    case "texts":
      return <TextList field={field} path={at} editor={editor} limits={limits} after={after} />;
    case "list":
      return (
        <ItemList
          field={field}
          path={at}
          editor={editor}
          limits={limits}
          after={after}
          renderField={(child, itemPath) => (
            <FieldView key={child.key} field={child} path={itemPath} editor={editor} />
          )}
        />
      );
    case "group": {
      const fields = shownFields(field.fields).map(({ field: child, under }, index) => (
        <Twin key={[...under, child.key ?? index].join(".")} twin={under.length > 0}>
          <FieldView field={child} path={[...at, ...under]} editor={editor} />
        </Twin>
      ));
      const layout = field.columns === 2 ? "grid gap-5 sm:grid-cols-2" : "flex flex-col gap-5";
      if (field.key === undefined) return <div className={layout}>{fields}</div>;
      return (
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 font-semibold">{field.label}</legend>
          <div className={layout}>{fields}</div>
        </fieldset>
      );
    }
  }
}
