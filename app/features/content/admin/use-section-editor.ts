import { useEffect, useMemo, useRef, useState } from "react";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import { type SectionName, sectionErrors } from "#app/content/sections.ts";
import { type AdminSection, fetchSection, restoreVersion, saveSection } from "./api.ts";
import {
  editList,
  errorKey,
  formErrors,
  fromDraft,
  getAt,
  type ListEdit,
  type Path,
  setAt,
  toDraft,
} from "./draft.ts";
import { readDraft, writeDraft } from "./saved-drafts.ts";
import { sectionForms } from "./section-fields.ts";

/**
 * One section's form: what is saved (`base`), what is typed (`draft`, kept in localStorage until
 * saved), the version the typing builds on (`from`: a save from an older one is refused with
 * 409, so another admin's change is never overwritten unseen), and the field errors.
 */
export function useSectionEditor(name: SectionName, stored: AdminSection, viewer: string | null) {
  const { field, label } = sectionForms[name];
  const [base, setBase] = useState<AdminSection>(stored);
  const pristine = useMemo(() => toDraft(field, base.value), [field, base]);
  const [draft, setDraft] = useState<unknown>(pristine);
  const [from, setFrom] = useState(stored.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Counts refused saves, so the form can focus the first field named each time. */
  const [refusals, setRefusals] = useState(0);
  const [saving, setSaving] = useState(false);
  /** Another admin's newer version, after a 409. */
  const [conflict, setConflict] = useState<AdminSection | null>(null);
  /** True when the form opened with changes kept from an earlier visit. */
  const [resumed, setResumed] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(pristine);
  const loaded = useRef(false);

  // After hydration (the server has no localStorage): bring back the changes not yet saved.
  // Only when the form opens: later changes of `pristine` come from this form's own saves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const saved = readDraft(name);
    if (saved && JSON.stringify(saved.draft) !== JSON.stringify(pristine)) {
      setDraft(saved.draft);
      setFrom(saved.version);
      setResumed(true);
    }
    loaded.current = true;
  }, [name]);

  useEffect(() => {
    if (loaded.current) writeDraft(name, dirty ? { version: from, draft } : null);
  }, [name, dirty, from, draft]);

  function accept(next: AdminSection) {
    setBase(next);
    setFrom(next.version);
    setDraft(toDraft(field, next.value));
    setErrors({});
    setConflict(null);
    setResumed(false);
  }

  function saved(value: unknown, version: number) {
    accept({ ...base, value, version, updated_at: new Date().toISOString(), updated_by: viewer });
  }

  function refuse(fieldErrors: Record<string, string>, title = "Ikke gemt") {
    setErrors(formErrors(name, fieldErrors));
    setRefusals((count) => count + 1);
    toast({ title, description: "Ret de markerede felter først.", variant: "destructive" });
  }

  async function conflicted() {
    const latest = await fetchSection(name);
    if (latest.ok) setConflict(latest.data);
    toast({
      title: "En anden har gemt afsnittet",
      description: latest.ok
        ? "Dine ændringer er ikke gemt endnu. Vælg, hvad der skal ske, over formularen."
        : `Dine ændringer er ikke gemt endnu. Den nye version kunne ikke hentes: ${latest.error}`,
      variant: "destructive",
    });
  }

  async function save() {
    // After a 409 the admin first chooses between their changes and the other version.
    if (saving || conflict) return;
    if (!dirty) {
      toast({ title: "Intet at gemme", description: "Formularen er som den gemte version." });
      return;
    }
    const checked = sectionErrors(name, fromDraft(field, draft));
    if (checked.errors) return refuse(checked.errors);
    setSaving(true);
    const result = await saveSection(name, checked.value, from);
    setSaving(false);
    if (result.ok) {
      saved(result.data.value, result.data.version);
      dismissErrors();
      toast({ title: `${label} er gemt`, description: "Ændringen vises nu på siden." });
    } else if (result.status === 409) await conflicted();
    else if (result.fieldErrors) refuse(result.fieldErrors);
    else toast({ title: "Ikke gemt", description: result.error, variant: "destructive" });
  }

  async function restore(version: number) {
    if (saving || dirty) return false;
    setSaving(true);
    const result = await restoreVersion(name, version, from);
    setSaving(false);
    if (result.ok) {
      saved(result.data.value, result.data.version);
      dismissErrors();
      toast({
        title: `Version ${version} er gendannet`,
        description: `Gemt som version ${result.data.version}. Siden viser den nu.`,
      });
      return true;
    }
    if (result.status === 409) await conflicted();
    else toast({ title: "Ikke gendannet", description: result.error, variant: "destructive" });
    return false;
  }

  function setField(path: Path, value: unknown) {
    setDraft((current: unknown) => setAt(current, path, value));
    const key = errorKey(path);
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  }

  function edit(path: Path, change: ListEdit) {
    setDraft((current: unknown) =>
      setAt(current, path, editList(getAt(current, path) as unknown[], change)),
    );
    // Errors name places by position: after a move they would point at the wrong item.
    const prefix = errorKey(path);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => prefix && !key.startsWith(`${prefix}.`)),
      ),
    );
  }

  return {
    name,
    base,
    draft,
    dirty,
    errors,
    refusals,
    saving,
    conflict,
    resumed,
    save,
    restore,
    setField,
    edit,
    /** Back to what is saved; the kept changes are gone. */
    discard: () => accept(base),
    /** After a 409: the other admin's version replaces the form. */
    loadLatest: () => conflict && accept(conflict),
    /** After a 409: keep typing on top of the other admin's version; the next save replaces it. */
    keepMine: () => {
      if (!conflict) return;
      setBase(conflict);
      setFrom(conflict.version);
      setConflict(null);
    },
    /** The typed value checked by the schema, for the preview; errors shown when it fails. */
    checked: () => {
      const checked = sectionErrors(name, fromDraft(field, draft));
      if (checked.errors) refuse(checked.errors, "Kan ikke forhåndsvises");
      return checked.value;
    },
  };
}

export type SectionEditor = ReturnType<typeof useSectionEditor>;
