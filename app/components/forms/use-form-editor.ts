import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { dismissErrors, toast } from "#app/components/ui/toast.tsx";
import { checkDraft } from "#app/lib/forms/draft-check.ts";
import type { FormDescription } from "#app/lib/forms/fields.ts";
import { editList, type ListEdit } from "#app/lib/forms/list-edits.ts";
import { type Conflict, mergeDrafts } from "#app/lib/forms/merge.ts";
import type { FormOutcome, Stored } from "#app/lib/forms/outcome.ts";
import { getAt, keyOf, type Path, sameValue, setAt, toDraft } from "#app/lib/forms/values.ts";
import { readDraft, writeDraft } from "./draft-store.ts";

/**
 * One form of the admin, whatever it edits: what is saved (`base`), what is typed (`draft`,
 * kept in the browser until saved), the version the typing builds on, field errors, and the
 * conflicts left by another admin's save. The form posts to its route's action — the same post a
 * browser without JavaScript makes — and this hook reads the answer: saved, refused with errors
 * by path, or overtaken by a newer version, which is merged into the form field by field.
 */

export type EditorOptions = {
  description: FormDescription;
  /** Where the draft is kept in the browser: `content:faq`, `testimonial:new`. */
  draftKey: string;
  stored: Stored;
  /** Paths the operator's settings fix, beyond the description's (content's contact). */
  locked?: Record<string, string>;
  /** The route action's answer to a post made without JavaScript (drawn by the server). */
  outcome?: FormOutcome | undefined;
  /** The title of a refusal's or a conflict's toast (`Fejl`: docs/pages.md#sign-in-and-the-admins-names). */
  failTitle: string;
  onSaved?: (outcome: Extract<FormOutcome, { status: "saved" }>) => void;
  /** Someone else saved first: their save, for the list beside the form. */
  onOvertaken?: (outcome: Extract<FormOutcome, { status: "conflict" }>) => void;
  onFailed?: (outcome: Extract<FormOutcome, { status: "failed" }>) => void;
};

/** The form's state as a post without JavaScript left it (the server draws it from the answer). */
function fromOutcome(outcome: FormOutcome | undefined, stored: Stored) {
  if (!outcome || outcome.status === "saved" || outcome.draft === undefined) return null;
  if (outcome.status === "conflict") {
    return {
      base: outcome.latest,
      draft: outcome.merged.value,
      conflicts: outcome.merged.conflicts,
      errors: {},
    };
  }
  return {
    base: stored,
    draft: outcome.draft,
    conflicts: {},
    errors: outcome.status === "invalid" ? outcome.errors : {},
  };
}

export function useFormEditor(options: EditorOptions) {
  const { description, draftKey, stored, failTitle } = options;
  const { field } = description;
  const posted = fromOutcome(options.outcome, stored);
  const [base, setBase] = useState<Stored>(posted?.base ?? stored);
  const pristine = useMemo(() => toDraft(field, base.value), [field, base]);
  const [draft, setDraft] = useState<unknown>(posted?.draft ?? pristine);
  /** The version the typing builds on: a save from an older one is answered with a conflict. */
  const from = base.version;
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [conflicts, setConflicts] = useState<Record<string, Conflict>>(posted?.conflicts ?? {});
  /** Counts refusals, so the form can focus the first field named each time. */
  const [refusals, setRefusals] = useState(0);
  const [resumed, setResumed] = useState(false);
  /** The last post that failed for a reason beyond the form (signed out, offline). */
  const [failure, setFailure] = useState<Extract<FormOutcome, { status: "failed" }> | null>(
    options.outcome?.status === "failed" ? options.outcome : null,
  );
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useRef(false);
  const handled = useRef<unknown>(null);
  const dirty = !sameValue(draft, pristine);
  const saving = fetcher.state !== "idle";
  const latest = useRef(options);
  latest.current = options;

  // After hydration (the server has no localStorage): bring back the changes not yet saved, on
  // top of what is saved now — merged, when someone saved a newer version meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form opens
  useEffect(() => {
    const kept = readDraft(draftKey);
    loaded.current = true;
    if (!kept || posted || sameValue(kept.draft, pristine)) return;
    if (kept.version === base.version) setDraft(kept.draft);
    else {
      const merged = mergeDrafts(field, kept.base, kept.draft, pristine);
      setDraft(merged.value);
      setConflicts(merged.conflicts);
    }
    setResumed(true);
  }, [draftKey]);

  useEffect(() => {
    if (!loaded.current) return;
    writeDraft(draftKey, dirty ? { version: from, base: pristine, draft } : null);
  }, [draftKey, dirty, from, pristine, draft]);

  function accept(next: Stored) {
    setBase(next);
    setDraft(toDraft(field, next.value));
    setErrors({});
    setConflicts({});
    setResumed(false);
  }

  function refuse(fieldErrors: Record<string, string>, description: string) {
    setErrors(localErrors(fieldErrors, options.description.id));
    setRefusals((count) => count + 1);
    toast({ title: failTitle, description, variant: "destructive" });
  }

  function merge(outcome: Extract<FormOutcome, { status: "conflict" }>) {
    const merged = mergeDrafts(field, pristine, draft, toDraft(field, outcome.latest.value));
    setBase(outcome.latest);
    setDraft(merged.value);
    setConflicts(merged.conflicts);
    const count = Object.keys(merged.conflicts).length;
    const who = outcome.latest.updated_by ?? "En anden";
    const fields = count === 1 ? "ét felt" : `${count} felter`;
    // A failed save (`Fejl`, docs/pages.md#sign-in-and-the-admins-names), saying why and what to do now.
    toast({
      title: failTitle,
      description: `${who} gemte imens, så din ændring er ikke gemt. ${
        count === 0
          ? "Den nye version er hentet ind i formularen, og dine ændringer står der stadig. Gem igen."
          : `I har begge ændret ${fields}. Vælg ved ${count === 1 ? "feltet" : "felterne"}, hvad der skal gælde, og gem igen.`
      }`,
      variant: "destructive",
    });
    setRefusals((n) => n + 1);
  }

  // The action's answer, once per answer.
  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== "idle" || !outcome || handled.current === outcome) return;
    handled.current = outcome;
    const { onSaved, onOvertaken, onFailed } = latest.current;
    setFailure(outcome.status === "failed" ? outcome : null);
    switch (outcome.status) {
      case "saved":
        accept(outcome.stored);
        writeDraft(draftKey, null);
        dismissErrors();
        toast(outcome.toast);
        onSaved?.(outcome);
        return;
      case "invalid":
        refuse(outcome.errors, outcome.toast.description ?? "");
        return;
      case "conflict":
        merge(outcome);
        onOvertaken?.(outcome);
        return;
      case "failed":
        toast(outcome.toast);
        onFailed?.(outcome);
        return;
    }
  });

  function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const form = formRef.current;
    if (saving || !form) return;
    const open = Object.keys(conflicts);
    if (open.length > 0) {
      setRefusals((n) => n + 1);
      toast({
        title: failTitle,
        description: "Vælg først ved de markerede felter, hvilken tekst der skal gælde.",
        variant: "destructive",
      });
      return;
    }
    if (!dirty && base.version > 0) {
      toast({ title: "Intet at gemme", description: "Formularen er som den gemte version." });
      return;
    }
    const checked = checkDraft(description, draft);
    if (checked.errors) return refuse(checked.errors, "Ret de markerede felter, og gem igen.");
    const body = new FormData(form);
    body.set("intent", "save");
    void fetcher.submit(body, { method: "post", action: form.getAttribute("action") ?? undefined });
  }

  /** Posts the form with another intent (`restore:3`), answered like a save. */
  function post(intent: string) {
    const form = formRef.current;
    if (saving || !form) return;
    const body = new FormData(form);
    body.set("intent", intent);
    void fetcher.submit(body, { method: "post", action: form.getAttribute("action") ?? undefined });
  }

  function setField(path: Path, value: unknown) {
    setDraft((current: unknown) => setAt(current, path, value));
    const key = keyOf(path);
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  }

  function edit(path: Path, change: ListEdit) {
    setDraft((current: unknown) =>
      setAt(current, path, editList((getAt(current, path) as unknown[]) ?? [], change)),
    );
    // Errors and conflicts name places by position: after a move they would point elsewhere.
    const prefix = keyOf(path);
    const outside = (key: string) => prefix !== "" && !key.startsWith(`${prefix}.`);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => outside(k))));
  }

  /** Settles a field both admins changed: keep the typed value, or take the other's. */
  function resolve(key: string, choice: "mine" | "theirs") {
    const conflict = conflicts[key];
    if (!conflict) return;
    if (choice === "theirs") {
      setDraft((current: unknown) =>
        setAt(current, key === "" ? [] : key.split("."), conflict.theirs),
      );
    }
    setConflicts(({ [key]: _, ...rest }) => rest);
  }

  return {
    description,
    base,
    draft,
    dirty,
    errors,
    conflicts,
    refusals,
    saving,
    resumed,
    failure,
    formRef,
    locked: { ...description.locked, ...options.locked },
    save,
    post,
    setField,
    edit,
    resolve,
    /** Back to what is saved. */
    discard: () => accept(base),
    /** Starts over from a value saved elsewhere (a restore, the other admin's version). */
    accept,
    /** The typed value checked by the schema (for a preview); errors shown when it fails. */
    checked: () => {
      const checked = checkDraft(description, draft);
      if (checked.errors) refuse(checked.errors, "Ret de markerede felter først.");
      return checked.value;
    },
  };
}

export type FormEditor = ReturnType<typeof useFormEditor>;

/** The API's `faq.0.question` is the form's `0.question`; `""` names the form as a whole. */
function localErrors(errors: Record<string, string>, form: string) {
  const local: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const own = key === form ? "" : key.startsWith(`${form}.`) ? key.slice(form.length + 1) : key;
    local[own] ??= message;
  }
  return local;
}
