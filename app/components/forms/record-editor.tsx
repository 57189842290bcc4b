import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { type ReactNode, useEffect, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { EditorForm, SaveButton } from "./editor-form.tsx";
import { FieldView } from "./field-view.tsx";
import { ResumedNotice } from "./resumed-notice.tsx";
import { type EditorOptions, type FormEditor, useFormEditor } from "./use-form-editor.ts";

/**
 * The editor of one record (a testimonial, an event): the form layer's editor, which also tells
 * whether the record was deleted by someone else while it was being edited (a 404 answer), and
 * reports whether the form holds unsaved changes.
 */
export function useRecordEditor(
  options: Omit<EditorOptions, "onFailed"> & { onDirty: (dirty: boolean) => void },
) {
  const { onDirty, ...editorOptions } = options;
  const [gone, setGone] = useState(false);
  const editor = useFormEditor({
    ...editorOptions,
    onFailed: (failed) => setGone(failed.code === 404),
  });
  useEffect(() => onDirty(editor.dirty), [editor.dirty, onDirty]);
  return { editor, gone };
}

/**
 * The frame of one record's editor: heading, what must be filled in, the notices (a resumed
 * draft, the record deleted elsewhere), the fields drawn from the description, and save (with
 * `Annuller` while editing).
 */
export function RecordEditor({
  editor,
  editingId,
  headingId,
  heading,
  note,
  goneNotice,
  action,
  saveLabel,
  onCancel,
}: {
  editor: FormEditor;
  /** The edited record's id; null when creating one. */
  editingId: string | null;
  headingId: string;
  heading: string;
  /** Said after "Felter med * skal udfyldes." (`Tider er dansk tid.`). */
  note?: string;
  /** Shown when the record was deleted elsewhere; null otherwise. */
  goneNotice: ReactNode;
  action: string;
  saveLabel: string;
  onCancel: () => void;
}) {
  const editing = editingId !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-h3 font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Felter med <span className="text-primary">*</span> skal udfyldes.{note ? ` ${note}` : ""}
      </p>

      <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
        {editor.resumed && editor.dirty ? <ResumedNotice onDiscard={editor.discard} /> : null}
        {goneNotice}
      </div>

      <EditorForm
        editor={editor}
        action={action}
        className="mt-5 flex flex-col gap-5"
        hidden={editing ? { id: editingId } : {}}
      >
        <FieldView field={editor.description.field} path={[]} editor={editor} />
        <div className="flex flex-wrap gap-3">
          <SaveButton
            editor={editor}
            className="flex-1"
            label={saveLabel}
            icon={
              editing ? (
                <Save aria-hidden="true" className="size-5" />
              ) : (
                <Plus aria-hidden="true" className="size-5" />
              )
            }
          />
          {editing ? (
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              onClick={onCancel}
            >
              Annuller
            </button>
          ) : null}
        </div>
      </EditorForm>
    </section>
  );
}
