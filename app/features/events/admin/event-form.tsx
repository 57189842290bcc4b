import { RecordEditor, useRecordEditor } from "#app/components/forms/record-editor.tsx";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { EventWithCounts } from "#app/features/events/event.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { ERROR_TITLE } from "#app/lib/forms/outcome.ts";
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
  const { editor, gone } = useRecordEditor({
    description: eventForm,
    draftKey: editing ? `event:${editing.id}` : NEW_EVENT_DRAFT,
    stored: editing ? storedOf(editing) : BLANK_EVENT,
    outcome,
    failTitle: ERROR_TITLE,
    onSaved,
    onDirty,
  });

  return (
    <RecordEditor
      editor={editor}
      editingId={editing?.id ?? null}
      headingId="event-form-heading"
      heading={editing ? "Rediger begivenhed" : "Opret begivenhed"}
      note="Tider er dansk tid."
      goneNotice={
        gone ? (
          <NoticeBox tone="danger" title="Begivenheden er slettet af en anden, mens du redigerede.">
            <p>
              Din tekst står stadig i formularen. Gendan den fra papirkurven, hvis den skal bruges.
            </p>
          </NoticeBox>
        ) : null
      }
      action={ADMIN_SCREENS.events.path}
      saveLabel={editing ? "Opdater begivenhed" : "Opret begivenhed"}
      onCancel={onCancel}
    />
  );
}
