import Eye from "lucide-react/icons/eye";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Save from "lucide-react/icons/save";
import Undo2 from "lucide-react/icons/undo-2";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import type { SectionName, SiteContent } from "#app/content/sections.ts";
import { useHydrated } from "#app/features/testimonials/admin/use-hydrated.ts";
import type { AdminSection } from "./api.ts";
import { changesBetween } from "./changes.ts";
import { ChangesList, savedAt, savedBy } from "./changes-list.tsx";
import { VersionHistory } from "./history.tsx";
import { PreviewDialog } from "./preview.tsx";
import { sectionForms } from "./section-fields.ts";
import { FieldView } from "./section-form.tsx";
import { useSectionEditor } from "./use-section-editor.ts";

/** One section: its form with save, preview and discard, notices, and its history beside it. */
export function SectionEditor({
  name,
  stored,
  viewer,
  onDirty,
}: {
  name: SectionName;
  stored: AdminSection;
  viewer: string | null;
  onDirty: (dirty: boolean) => void;
}) {
  const editor = useSectionEditor(name, stored, viewer);
  const { label, intro, field } = sectionForms[name];
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<SiteContent[SectionName] | null>(null);

  useEffect(() => onDirty(editor.dirty), [editor.dirty, onDirty]);

  // After a refused save, focus goes to the first field named.
  useEffect(() => {
    if (editor.refusals > 0)
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [editor.refusals]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save();
  }

  const sectionError = editor.errors[""];
  const { base, conflict } = editor;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="section-heading"
        className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="section-heading" className="font-display text-h3 font-bold">
          {label}
        </h2>
        <p className="mt-1 text-muted">{intro}</p>
        <p className="mt-2 text-sm text-muted">
          Version {base.version}, gemt {savedAt(base.updated_at)} ({savedBy(base.updated_by)}).
        </p>

        <div aria-live="polite" className="mt-4 flex flex-col gap-3 empty:hidden">
          {editor.resumed && editor.dirty && !conflict ? (
            <NoticeBox
              tone="info"
              title="Dine ændringer fra sidst er hentet frem. De er ikke gemt endnu."
            >
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={editor.discard}
              >
                Kassér dem
              </button>
            </NoticeBox>
          ) : null}
          {conflict ? (
            <NoticeBox
              tone="danger"
              title={`${savedBy(conflict.updated_by)} gemte version ${conflict.version} ${savedAt(conflict.updated_at)}, mens du skrev.`}
            >
              <p>
                Dine ændringer er ikke gemt, men står stadig i formularen. Den anden version
                ændrede:
              </p>
              <div className="w-full text-text">
                <ChangesList changes={changesBetween(field, base.value, conflict.value)} />
              </div>
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={editor.loadLatest}
              >
                Hent deres version
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={editor.keepMine}
              >
                Behold mine ændringer
              </button>
            </NoticeBox>
          ) : null}
          {sectionError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {sectionError}
            </p>
          ) : null}
        </div>

        <form ref={formRef} onSubmit={submit} className="mt-6" aria-busy={editor.saving} noValidate>
          <fieldset disabled={!hydrated} className="flex flex-col gap-6">
            <FieldView field={field} path={[]} editor={editor} />
            <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center gap-3 border-t border-border bg-surface/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
              <button
                type="submit"
                className={buttonClass()}
                aria-disabled={editor.saving || conflict !== null}
              >
                {editor.saving ? (
                  <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                ) : (
                  <Save aria-hidden="true" className="size-5" />
                )}
                Gem ændringer
              </button>
              <button
                type="button"
                className={buttonClass({ variant: "secondary" })}
                onClick={() => setPreview(editor.checked())}
              >
                <Eye aria-hidden="true" className="size-5" />
                Forhåndsvis
              </button>
              {editor.dirty ? (
                <button
                  type="button"
                  className={buttonClass({ variant: "secondary" })}
                  onClick={editor.discard}
                >
                  <Undo2 aria-hidden="true" className="size-5" />
                  Kassér ændringer
                </button>
              ) : null}
              <p className="text-sm text-muted" aria-live="polite">
                {editor.dirty
                  ? "Ændringer ikke gemt (de gemmes i browseren imens)."
                  : "Alt er gemt."}
              </p>
            </div>
          </fieldset>
        </form>
      </section>
      <VersionHistory editor={editor} />
      <PreviewDialog section={name} value={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
