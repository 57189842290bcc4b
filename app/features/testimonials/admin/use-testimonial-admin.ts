import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import type { AdminPage, RejectReason, Testimonial } from "#app/features/testimonials/schema.ts";
import {
  approveTestimonial,
  createTestimonial,
  deleteTestimonial,
  fetchTestimonial,
  rejectTestimonial,
  updateTestimonial,
} from "./api.ts";
import { type Draft, type DraftField, draftOf, emptyDraft, inputOf } from "./draft.ts";
import { type Mode, readSavedDraft, writeSavedDraft } from "./saved-draft.ts";
import { type ListFilter, useTestimonialList } from "./use-testimonial-list.ts";

/** Something the form must tell the admin beyond a toast; each keeps the typed text. */
export type Notice =
  | { kind: "conflict"; latest: Testimonial }
  | { kind: "gone" }
  | { kind: "signed-out" }
  | { kind: "restored" };

export type SaveOutcome = { ok: true; id: string; edited: boolean } | { ok: false };

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The admin screen's state: the list, the form (add or edit) and every save's outcome. */
export function useTestimonialAdmin(
  initial: AdminPage,
  initialFilter: ListFilter,
  siteName: string,
  loadFailed: boolean,
) {
  const list = useTestimonialList(initial, initialFilter, loadFailed);
  /** The navigation's count of waiting reviews comes from the root loader. */
  const { revalidate } = useRevalidator();
  const [mode, setMode] = useState<Mode>({ kind: "add" });
  const [draft, setDraft] = useState(() => emptyDraft(siteName));
  /** What the form held when the current mode began: the draft differs from it once typed in. */
  const [baseline, setBaseline] = useState(draft);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** Counts saves refused with field errors: the form moves focus to the first one each time. */
  const [rejections, setRejections] = useState(0);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const persist = useRef(false);
  /** The list as it was on arrival, where a restored edit draft finds its row. */
  const arrival = useRef(initial.testimonials);

  useEffect(() => {
    const saved = readSavedDraft();
    if (saved && (saved.mode.kind === "edit" || !sameDraft(saved.draft, emptyDraft(siteName)))) {
      const { mode: savedMode } = saved;
      const row =
        savedMode.kind === "edit" ? arrival.current.find((t) => t.id === savedMode.id) : null;
      setMode(saved.mode);
      setDraft(saved.draft);
      setBaseline(row ? draftOf(row) : emptyDraft(siteName));
      setNotice({ kind: "restored" });
    }
    persist.current = true;
  }, [siteName]);

  useEffect(() => {
    if (!persist.current) return;
    const untouched = mode.kind === "add" && sameDraft(draft, emptyDraft(siteName));
    writeSavedDraft(untouched ? null : { mode, draft });
  }, [mode, draft, siteName]);

  function setField<K extends DraftField>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function startEdit(testimonial: Testimonial) {
    setMode({ kind: "edit", id: testimonial.id, version: testimonial.version });
    setDraft(draftOf(testimonial));
    setBaseline(draftOf(testimonial));
    setFieldErrors({});
    setNotice(null);
  }

  function reset() {
    setMode({ kind: "add" });
    setDraft(emptyDraft(siteName));
    setBaseline(emptyDraft(siteName));
    setFieldErrors({});
    setNotice(null);
  }

  async function save(): Promise<SaveOutcome> {
    if (saving) return { ok: false };
    setSaving(true);
    setFieldErrors({});
    const input = inputOf(draft);
    const editing = mode.kind === "edit" ? mode : null;
    const result = editing
      ? await updateTestimonial(editing.id, { ...input, version: editing.version })
      : await createTestimonial(input);
    setSaving(false);

    if (result.ok) {
      const saved = result.data;
      dismissErrors();
      toast(
        editing
          ? { title: "Opdateret!", description: "Anmeldelsen er blevet opdateret." }
          : { title: "Tilføjet!", description: "Anmeldelsen er blevet tilføjet." },
      );
      list.showSaved(saved, editing === null);
      reset();
      return { ok: true, id: saved.id, edited: editing !== null };
    }

    toast({ variant: "destructive", title: "Fejl", description: result.error });
    if (result.fieldErrors) {
      setFieldErrors(result.fieldErrors);
      setRejections((count) => count + 1);
    }
    if (result.status === 401) setNotice({ kind: "signed-out" });
    if (editing && result.status === 404) setNotice({ kind: "gone" });
    if (editing && result.status === 409) {
      const latest = await fetchTestimonial(editing.id);
      if (latest.ok) list.showSaved(latest.data, false);
      setNotice(latest.ok ? { kind: "conflict", latest: latest.data } : { kind: "gone" });
    }
    return { ok: false };
  }

  /** After a conflict: the other admin's version replaces the form's text. */
  function loadLatest(latest: Testimonial) {
    startEdit(latest);
  }

  /** After a conflict: keep the typed text; the next save overwrites the other admin's version. */
  function keepMine(latest: Testimonial) {
    setMode({ kind: "edit", id: latest.id, version: latest.version });
    setNotice(null);
  }

  /** The row being edited was deleted elsewhere: the typed text can be added as a new one. */
  function saveAsNew() {
    setMode({ kind: "add" });
    setNotice(null);
  }

  async function remove(testimonial: Testimonial): Promise<boolean> {
    const result = await deleteTestimonial(testimonial.id);
    if (!result.ok) {
      toast({ variant: "destructive", title: "Fejl", description: result.error });
      void list.reload();
      return false;
    }
    dismissErrors();
    toast({ title: "Slettet!", description: "Anmeldelsen er blevet slettet." });
    list.removeRow(testimonial.id);
    if (mode.kind === "edit" && mode.id === testimonial.id) reset();
    return true;
  }

  /** Approve (public from now on) or reject with a reason (never public). */
  async function moderate(testimonial: Testimonial, reason?: RejectReason): Promise<boolean> {
    const result = reason
      ? await rejectTestimonial(testimonial.id, reason)
      : await approveTestimonial(testimonial.id);
    if (!result.ok) {
      toast({ variant: "destructive", title: "Fejl", description: result.error });
      void list.reload();
      return false;
    }
    dismissErrors();
    toast(
      reason
        ? { title: "Afvist", description: `Anmeldelsen fra ${testimonial.name} vises ikke.` }
        : {
            title: "Godkendt!",
            description: `Anmeldelsen fra ${testimonial.name} kan nu vises på forsiden.`,
          },
    );
    list.showSaved(result.data, false);
    void revalidate();
    // The form's copy of this row is now an older version.
    if (mode.kind === "edit" && mode.id === testimonial.id) {
      setMode({ kind: "edit", id: testimonial.id, version: result.data.version });
    }
    return true;
  }

  return {
    /** True when the form holds typing that is not saved. */
    dirty: !sameDraft(draft, baseline),
    list,
    mode,
    draft,
    fieldErrors,
    rejections,
    saving,
    notice,
    setField,
    startEdit,
    reset,
    save,
    remove,
    moderate,
    loadLatest,
    keepMine,
    saveAsNew,
    dismissNotice: () => setNotice(null),
  };
}

export type TestimonialAdmin = ReturnType<typeof useTestimonialAdmin>;
