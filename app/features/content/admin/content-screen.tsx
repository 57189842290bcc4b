import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { forgetDrafts, keptDraftKeys } from "#app/components/forms/draft-store.ts";
import { UnsavedMark } from "#app/components/forms/editor-form.tsx";
import { SECTION_NAMES, type SectionName } from "#app/content/sections.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import type { AdminSection } from "./api.ts";
import { EnglishChecklist } from "./english-checklist.tsx";
import { PlaceholderChecklist } from "./placeholder-checklist.tsx";
import { SectionEditor } from "./section-editor.tsx";
import { sectionForms } from "./section-fields.ts";

/** Sections with changes kept in this browser, read once React runs (the server cannot know). */
function useUnsaved(current: SectionName, currentDirty: boolean): Set<SectionName> {
  const [kept, setKept] = useState<Set<SectionName>>(new Set());
  useEffect(() => {
    const kept = new Set(keptDraftKeys());
    setKept(
      new Set(SECTION_NAMES.filter((name) => name !== current && kept.has(`content:${name}`))),
    );
  }, [current]);
  const unsaved = new Set(kept);
  if (currentDirty) unsaved.add(current);
  return unsaved;
}

/** `/admin/indhold`: the sections on the left, the chosen one's form and history beside them. */
export function ContentScreen({
  section,
  sections,
  outcome,
}: {
  section: SectionName;
  sections: Record<SectionName, AdminSection>;
  /** The action's answer to a post made without JavaScript. */
  outcome: FormOutcome | undefined;
}) {
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((next: boolean) => setDirty(next), []);
  const unsaved = useUnsaved(section, dirty);

  return (
    <AdminFrame
      screen="content"
      intro="Ret priser, tekster, åbningstider, beskeden øverst, FAQ, partnere og billeder. Når du gemmer, vises ændringen på siden med det samme, og den gamle version gemmes i historikken."
      onSignOut={forgetDrafts}
    >
      <PlaceholderChecklist locked={sections.contact.locked} />
      <EnglishChecklist sections={sections} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="Afsnit" className="lg:sticky lg:top-24">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTION_NAMES.map((name) => {
              const current = name === section;
              return (
                <li key={name}>
                  <Link
                    to={`?afsnit=${name}`}
                    aria-current={current ? "page" : undefined}
                    className={`flex min-h-10 items-center justify-between gap-2 rounded-lg border px-3 text-sm font-medium transition-colors ${
                      current
                        ? "border-primary/60 bg-primary/10 text-text"
                        : "border-border text-muted hover:border-primary/40 hover:text-text lg:border-transparent"
                    }`}
                  >
                    {sectionForms[name].label}
                    {unsaved.has(name) ? <UnsavedMark className="" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SectionEditor
          key={section}
          name={section}
          stored={sections[section]}
          outcome={outcome}
          onDirty={onDirty}
        />
      </div>
    </AdminFrame>
  );
}
