import Eye from "lucide-react/icons/eye";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect, useMemo, useState } from "react";
import { EditorForm, SaveBar } from "#app/components/forms/editor-form.tsx";
import { FieldView } from "#app/components/forms/field-view.tsx";
import { ResumedNotice } from "#app/components/forms/resumed-notice.tsx";
import { useFormEditor } from "#app/components/forms/use-form-editor.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { toast } from "#app/components/ui/toast.tsx";
import { ENVIRONMENT_FIELDS } from "#app/content/environment-fields.ts";
import { missingEnglish, withEnglishLines } from "#app/content/localize.ts";
import type { SectionName, SiteContent } from "#app/content/sections.ts";
import { ERROR_TITLE, type FormOutcome } from "#app/lib/forms/outcome.ts";
import type { AdminSection } from "./api.ts";
import { savedAt, savedBy } from "./changes-list.tsx";
import { missingEnglishText } from "./english-checklist.tsx";
import { VersionHistory } from "./history.tsx";
import { PreviewDialog } from "./preview.tsx";
import { sectionForm, sectionForms } from "./section-fields.ts";

/** The operator's settings that fix a field of this section, by the field's key. */
function lockedFields(name: SectionName, stored: AdminSection): Record<string, string> {
  if (name !== "contact") return {};
  return Object.fromEntries(
    stored.locked.map((key) => [key, ENVIRONMENT_FIELDS[key as keyof typeof ENVIRONMENT_FIELDS]]),
  );
}

/** One section: its form with save, preview and discard, and its history beside it. */
export function SectionEditor({
  name,
  stored,
  outcome,
  onDirty,
}: {
  name: SectionName;
  stored: AdminSection;
  outcome: FormOutcome | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const description = useMemo(() => sectionForm(name), [name]);
  // Each English list has a line for each Danish one, to be written in place.
  const shown = useMemo(() => ({ ...stored, value: withEnglishLines(stored.value) }), [stored]);
  const editor = useFormEditor({
    description,
    draftKey: `content:${name}`,
    stored: shown,
    locked: lockedFields(name, stored),
    outcome,
    failTitle: ERROR_TITLE,
  });
  const { label, intro, field } = sectionForms[name];
  const [preview, setPreview] = useState<SiteContent[SectionName] | null>(null);
  const { base } = editor;
  const lacking = missingEnglish(editor.draft);
  // The figures are numbers, written alike in both languages: no English to ask for.
  const bilingual = name !== "figures";

  useEffect(() => onDirty(editor.dirty), [editor.dirty, onDirty]);

  function discard() {
    const kept = editor.draft;
    editor.discard();
    toast({
      title: "Ændringerne er kasseret",
      description: "Formularen viser den gemte version.",
      action: { label: "Fortryd", onClick: () => editor.setField([], kept) },
    });
  }

  const sectionError = editor.errors[""];
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="section-heading"
        className="min-w-0 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="section-heading" className="font-display text-h3 font-bold">
          {label}
        </h2>
        <p className="mt-1 text-muted">{intro}</p>
        <p className="mt-2 text-sm text-muted">
          Version {base.version}, gemt {savedAt(base.updated_at ?? "")} (
          {savedBy(base.updated_by ?? null)}).
        </p>
        {bilingual ? (
          <p className="mt-2 text-sm" aria-live="polite">
            {lacking > 0 ? (
              <span className="font-medium text-vip">{missingEnglishText(lacking)}</span>
            ) : (
              <span className="text-muted">Alle tekster har engelsk.</span>
            )}{" "}
            <span className="text-muted">
              Skriv den engelske tekst under den danske; en tom engelsk tekst viser den danske på de
              engelske sider.
            </span>
          </p>
        ) : null}

        <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
          {editor.resumed && editor.dirty ? <ResumedNotice onDiscard={discard} /> : null}
          {sectionError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {sectionError}
            </p>
          ) : null}
        </div>

        <EditorForm editor={editor} className="mt-6 flex flex-col gap-6">
          <FieldView field={field} path={[]} editor={editor} />
          <SaveBar editor={editor}>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              onClick={() => setPreview(editor.checked() as SiteContent[SectionName] | null)}
            >
              <Eye aria-hidden="true" className="size-5" />
              Forhåndsvis
            </button>
            {editor.dirty ? (
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={discard}
              >
                <Undo2 aria-hidden="true" className="size-5" />
                Kassér
              </button>
            ) : null}
          </SaveBar>
        </EditorForm>
      </section>
      <VersionHistory editor={editor} name={name} />
      <PreviewDialog section={name} value={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
