import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { useEffect, useState } from "react";
import { writeDraft } from "#app/components/forms/draft-store.ts";
import { EditorForm, SaveButton } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { ResumedNotice } from "#app/components/forms/resumed-notice.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import type { FormOutcome, Stored } from "#app/lib/forms/outcome.ts";
import { toDraft } from "#app/lib/forms/values.ts";
import { NEW_DRAFT } from "./testimonial-drafts.ts";
import { blankTestimonial, storedOf, testimonialForm } from "./testimonial-form-fields.ts";

type Props = {
  /** The row being edited; null in add mode. */
  editing: Testimonial | null;
  /** The center's name: add mode's location. */
  siteName: string;
  outcome: FormOutcome | undefined;
  onSaved: (row: Testimonial, added: boolean) => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
  /** The edited row was deleted elsewhere: the text continues as a new testimonial. */
  onSaveAsNew: () => void;
};

/** Add (default) or edit one testimonial; drawn from its description by the admin's form layer. */
export function TestimonialForm({
  editing,
  siteName,
  outcome,
  onSaved,
  onCancel,
  onDirty,
  onSaveAsNew,
}: Props) {
  const [gone, setGone] = useState(false);
  const stored: Stored = editing ? storedOf(editing) : blankTestimonial(siteName);
  const editor = useFormEditor({
    description: testimonialForm,
    draftKey: editing ? `testimonial:${editing.id}` : NEW_DRAFT,
    stored,
    outcome,
    failTitle: "Fejl",
    onSaved: (saved) => onSaved(saved.record as Testimonial, editing === null),
    onFailed: (failed) => setGone(failed.code === 404),
  });
  useEffect(() => onDirty(editor.dirty), [editor.dirty, onDirty]);

  function saveAsNew() {
    writeDraft(NEW_DRAFT, {
      version: 0,
      base: toDraft(testimonialForm.field, stored.value),
      draft: editor.draft,
    });
    onSaveAsNew();
  }

  return (
    <section
      aria-labelledby="form-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="form-heading" className="font-display text-h3 font-bold">
        {editing ? "Rediger anmeldelse" : "Tilføj ny anmeldelse"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Felter med <span className="text-primary">*</span> skal udfyldes.
      </p>

      <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
        {editor.resumed && editor.dirty ? <ResumedNotice onDiscard={editor.discard} /> : null}
        {gone ? (
          <NoticeBox
            tone="danger"
            title="Anmeldelsen er blevet slettet af en anden, mens du redigerede."
          >
            <p>Din tekst står stadig i formularen.</p>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              onClick={saveAsNew}
            >
              Tilføj den som ny anmeldelse
            </button>
          </NoticeBox>
        ) : null}
      </div>

      <EditorForm
        editor={editor}
        action="/admin"
        className="mt-5 flex flex-col gap-5"
        hidden={editing ? { id: editing.id } : {}}
      >
        <FieldView field={testimonialForm.field} path={[]} editor={editor} />
        <div className="flex flex-wrap gap-3">
          <SaveButton
            editor={editor}
            className="flex-1"
            label={editing ? "Opdater anmeldelse" : "Tilføj anmeldelse"}
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
