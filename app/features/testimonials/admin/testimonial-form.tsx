import { writeDraft } from "#app/components/forms/draft-store.ts";
import { RecordEditor, useRecordEditor } from "#app/components/forms/record-editor.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import type { FormOutcome, Stored } from "#app/lib/forms/outcome.ts";
import { ERROR_TITLE } from "#app/lib/forms/outcome.ts";
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
  /** Someone else saved the row first: their row, for the list. */
  onOvertaken: (row: Testimonial) => void;
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
  onOvertaken,
  onCancel,
  onDirty,
  onSaveAsNew,
}: Props) {
  const stored: Stored = editing ? storedOf(editing) : blankTestimonial(siteName);
  const { editor, gone } = useRecordEditor({
    description: testimonialForm,
    draftKey: editing ? `testimonial:${editing.id}` : NEW_DRAFT,
    stored,
    outcome,
    failTitle: ERROR_TITLE,
    onSaved: (saved) => onSaved(saved.record as Testimonial, editing === null),
    onOvertaken: (overtaken) => onOvertaken(overtaken.record as Testimonial),
    onDirty,
  });

  function saveAsNew() {
    writeDraft(NEW_DRAFT, {
      version: 0,
      base: toDraft(testimonialForm.field, stored.value),
      draft: editor.draft,
    });
    onSaveAsNew();
  }

  return (
    <RecordEditor
      editor={editor}
      editingId={editing?.id ?? null}
      headingId="form-heading"
      heading={editing ? "Rediger anmeldelse" : "Tilføj ny anmeldelse"}
      goneNotice={
        gone ? (
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
        ) : null
      }
      action={ADMIN_PATH}
      saveLabel={editing ? "Opdater anmeldelse" : "Tilføj anmeldelse"}
      onCancel={onCancel}
    />
  );
}
