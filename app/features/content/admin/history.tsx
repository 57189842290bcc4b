import History from "lucide-react/icons/history";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useEffect, useState } from "react";
import type { FormEditor } from "#app/components/forms/use-form-editor.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { SectionName } from "#app/content/sections.ts";
import { type Change, describeChanges } from "#app/lib/forms/changes.ts";
import { fetchVersion, fetchVersions, type VersionEntry } from "./api.ts";
import { ChangesList, savedAt, savedBy } from "./changes-list.tsx";
import { sectionForms } from "./section-fields.ts";

const FIRST_SHOWN = 8;

type Opened = { version: number; changes: Change[] | null; error?: string };

/** What version N changed since version N − 1 (version 1: everything, since nothing before). */
async function changesOf(name: SectionName, version: number): Promise<Opened> {
  const [after, before] = await Promise.all([
    fetchVersion(name, version),
    version > 1 ? fetchVersion(name, version - 1) : null,
  ]);
  if (!after.ok) return { version, changes: null, error: after.error };
  if (before && !before.ok) return { version, changes: null, error: before.error };
  const field = sectionForms[name].field;
  return { version, changes: describeChanges(field, before?.data.value, after.data.value) };
}

/** Every saved version of the section, newest first: who, when, what changed, and restore. */
export function VersionHistory({ editor, name }: { editor: FormEditor; name: SectionName }) {
  const { base } = editor;
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  // Again after every save or restore of this form (the base's version moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the reason to fetch again
  useEffect(() => {
    let current = true;
    void fetchVersions(name).then((result) => {
      if (!current) return;
      if (result.ok) setVersions(result.data.versions);
      else setLoadError(result.error);
    });
    return () => {
      current = false;
    };
  }, [name, base.version]);

  async function toggle(version: number) {
    if (opened?.version === version) return setOpened(null);
    setOpened({ version, changes: null });
    setOpened(await changesOf(name, version));
  }

  const shown = versions ? (all ? versions : versions.slice(0, FIRST_SHOWN)) : [];
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2
        id="history-heading"
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-h3 font-bold"
      >
        <History aria-hidden="true" className="size-5 text-primary" />
        Historik
      </h2>
      <p className="mt-1 text-sm text-muted">
        Hver gang du gemmer, bliver det en ny version. Gendan en ældre, så bliver den gemt som den
        nyeste.
      </p>
      {editor.dirty ? (
        <p className="mt-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm">
          Gem eller kassér dine ændringer, før du gendanner en version.
        </p>
      ) : null}
      {loadError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          Historikken kunne ikke hentes: {loadError}
        </p>
      ) : null}
      {versions === null && !loadError ? (
        <p className="mt-4 text-sm text-muted">Indlæser…</p>
      ) : null}
      <ol className="mt-4 flex flex-col gap-2">
        {shown.map((entry) => {
          const current = entry.version === base.version;
          const isOpen = opened?.version === entry.version;
          return (
            <li key={entry.version} className="rounded-xl border border-border p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    Version {entry.version}
                    {current ? <span className="ml-2 text-primary">(vises nu)</span> : null}
                  </p>
                  <p className="break-words text-muted">
                    {savedAt(entry.updated_at)} · {savedBy(entry.updated_by)}
                  </p>
                  <p
                    className={`mt-1 break-words ${entry.restored_from !== null ? "font-medium text-vip" : "text-text"}`}
                  >
                    {entry.restored_from !== null ? (
                      <RotateCcw aria-hidden="true" className="mr-1 inline size-3.5" />
                    ) : null}
                    {entry.summary}
                  </p>
                </div>
                <div className="flex gap-1.5">
                  <button
                    type="button"
                    className={buttonClass({ variant: "secondary", size: "sm" })}
                    aria-expanded={isOpen}
                    aria-controls={`version-${entry.version}-changes`}
                    onClick={() => void toggle(entry.version)}
                  >
                    Ændringer
                  </button>
                  {current ? null : (
                    <button
                      type="button"
                      className={buttonClass({ variant: "secondary", size: "sm" })}
                      aria-disabled={editor.dirty || editor.saving}
                      aria-label={`Gendan version ${entry.version}`}
                      onClick={() => {
                        if (!editor.dirty && !editor.saving) setRestoring(entry.version);
                      }}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Gendan
                    </button>
                  )}
                </div>
              </div>
              <div id={`version-${entry.version}-changes`} hidden={!isOpen} className="mt-3">
                {isOpen ? (
                  opened.error ? (
                    <p className="text-sm text-danger">{opened.error}</p>
                  ) : opened.changes ? (
                    <ChangesList changes={opened.changes} />
                  ) : (
                    <p className="text-sm text-muted">Indlæser…</p>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {versions && versions.length > FIRST_SHOWN && !all ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
          onClick={() => setAll(true)}
        >
          Vis alle {versions.length} versioner
        </button>
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={`Gendan version ${restoring ?? ""}?`}
        description={`Version ${restoring ?? ""} bliver gemt som en ny version, version ${base.version + 1}, og siden viser den med det samme. Den nuværende version bliver i historikken.`}
        confirmLabel="Gendan"
        onConfirm={() => {
          if (restoring !== null) editor.post(`restore:${restoring}`);
          return true;
        }}
        onClose={() => setRestoring(null)}
        onDoneFocus={() => document.getElementById("history-heading")?.focus()}
      />
    </section>
  );
}
