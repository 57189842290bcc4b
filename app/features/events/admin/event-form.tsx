import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import { useEffect, useState } from "react";
import { EditorForm, SaveButton } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { ResumedNotice } from "#app/components/forms/resumed-notice.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import type { EventWithCounts } from "#app/features/events/event.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { BLANK_EVENT, eventForm, storedOf } from "./event-form-fields.ts";

export const NEW_EVENT_DRAFT = "event:new";

/** Create (default) or edit one event; drawn from its description by the admin's form layer. */
export function EventForm({
  editing,
  outcome,
  onSaved,
  onCancel,
  onDirty,
}: {
  /** The event being edited; null when creating one. */
  editing: EventWithCounts | null;
  outcome: FormOutcome | undefined;
  onSaved: () => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const [gone, setGone] = useState(false);
  const editor = useFormEditor({
    description: eventForm,
    draftKey: editing ? `event:${editing.id}` : NEW_EVENT_DRAFT,
    stored: editing ? storedOf(editing) : BLANK_EVENT,
    outcome,
    failTitle: "Fejl",
    onSaved,
    onFailed: (failed) => setGone(failed.code === 404),
  });
  useEffect(() => onDirty(editor.dirty), [editor.dirty, onDirty]);

  return (
    <section
      aria-labelledby="event-form-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="event-form-heading" className="font-display text-h3 font-bold">
        {editing ? "Rediger begivenhed" : "Opret begivenhed"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Felter med <span className="text-primary">*</span> skal udfyldes. Tider er dansk tid.
      </p>

      <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
        {editor.resumed && editor.dirty ? <ResumedNotice onDiscard={editor.discard} /> : null}
        {gone ? (
          <NoticeBox tone="danger" title="Begivenheden er slettet af en anden, mens du redigerede.">
            <p>
              Din tekst står stadig i formularen. Gendan den fra papirkurven, hvis den skal bruges.
            </p>
          </NoticeBox>
        ) : null}
      </div>

      <EditorForm
        editor={editor}
        action="/admin/begivenheder"
        className="mt-5 flex flex-col gap-5"
        hidden={editing ? { id: editing.id } : {}}
      >
        <FieldView field={eventForm.field} path={[]} editor={editor} />
        <div className="flex flex-wrap gap-3">
          <SaveButton
            editor={editor}
            className="flex-1"
            label={editing ? "Opdater begivenhed" : "Opret begivenhed"}
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
