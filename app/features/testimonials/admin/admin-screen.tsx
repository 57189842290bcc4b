import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { type Asking, ConfirmNotice } from "#app/components/admin/confirm-notice.tsx";
import { DeleteDialog } from "#app/components/admin/delete-dialog.tsx";
import { useRecordForm } from "#app/components/admin/use-record-form.ts";
import { forgetDrafts, keptDraftKeys, writeDraft } from "#app/components/forms/draft-store.ts";
import { AdminHeader } from "#app/components/layout/admin-header.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import {
  type AskingIntent,
  DELETED_TEXT,
  deleteQuestion,
  REJECT_INTENT,
} from "#app/features/testimonials/row-actions.ts";
import type { AdminPage, Testimonial } from "#app/features/testimonials/schema.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { useSite } from "#app/lib/site.ts";
import { fetchTestimonial } from "./api.ts";
import type { ListFilter } from "./list-address.ts";
import { ReasonChoices, RejectDialog } from "./reject-dialog.tsx";
import { NEW_DRAFT } from "./testimonial-drafts.ts";
import { TestimonialList } from "./testimonial-list.tsx";
import { useRowActions } from "./use-row-actions.ts";
import { useTestimonialList } from "./use-testimonial-list.ts";

const nameField = () => document.getElementById("testimonial-name");

/**
 * The form with its editor and zod's rules, in a module of its own: the list beside it (and
 * React's first click on it) does not wait for them. Asked for as this module loads; once it is
 * there (always on the server, which loads it at start), it is drawn at once, without suspending:
 * the server's HTML holds the whole form, and the browser hydrates it when it arrives.
 */
type FormComponent = typeof import("./testimonial-form.tsx")["TestimonialForm"];
let loadedForm: FormComponent | undefined;
const formLoading = import("./testimonial-form.tsx").then((loaded) => {
  loadedForm = loaded.TestimonialForm;
  return { default: loaded.TestimonialForm };
});
const TestimonialForm = lazy(() => {
  const ready = loadedForm;
  if (!ready) return formLoading;
  // Already here: a thenable that answers at once, which React.lazy takes without suspending.
  const settled = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    then: (take: (m: { default: FormComponent }) => void) => take({ default: ready }),
  };
  return settled as unknown as Promise<{ default: FormComponent }>;
});

/** The admin page: form on the left, list on the right (stacked on a phone), sign-out on top. */
export function AdminScreen({
  page,
  filter,
  after,
  loadFailed,
  editing: editingOnArrival,
  outcome,
  asking,
}: {
  /** The list's first page. */
  page: AdminPage;
  filter: ListFilter;
  /** The page continues the list after this row (`?efter=`); null: from the newest. */
  after: string | null;
  loadFailed: boolean;
  /** `?rediger=ID` (the list's button without JavaScript): that row in the form. */
  editing: Testimonial | null;
  outcome: FormOutcome | undefined;
  /** `?afvis=ID` or `?slet=ID` (the row's button before React runs): the row to ask about. */
  asking: Asking<AskingIntent> | null;
}) {
  const { siteName } = useSite();
  const list = useTestimonialList(page, filter, after, loadFailed);
  const rows = useRowActions(list);
  const form = useRecordForm(editingOnArrival);
  const { editing, dirty } = form;
  const [deleteTarget, setDeleteTarget] = useState<Testimonial | null>(null);
  const [rejectTarget, setRejectTarget] = useState<Testimonial | null>(null);
  const [editTarget, setEditTarget] = useState<Testimonial | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // A reload of the list, or the route's loaders rechecking the session, shows `Indlæser...`.
  const navigation = useNavigation();
  const loading = list.loading || navigation.state === "loading";

  /** Where focus goes once the next form is drawn: a row's `Rediger` button, or the form. */
  const focusNext = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new form is the moment to focus
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const row = target
      ? document.querySelector<HTMLElement>(`[data-edit-id="${CSS.escape(target)}"]`)
      : null;
    (row ?? nameField())?.focus();
  }, [form.key]);

  /** Back to where the admin came from: the row's `Rediger` button, else the form. */
  function focusRow(id: string | null) {
    focusNext.current = id ?? "";
  }

  /** The current form's kept draft is thrown away (Annuller, or `Kassér ændringer`). */
  function forgetDraft() {
    writeDraft(editing ? `testimonial:${editing.id}` : NEW_DRAFT, null);
  }

  // An edit left unsaved on an earlier visit opens again, with its text (the form resumes it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (editingOnArrival) return;
    const kept = keptDraftKeys().find((key) => key.startsWith("testimonial:") && key !== NEW_DRAFT);
    if (!kept) return;
    const id = kept.slice("testimonial:".length);
    const row = page.testimonials.find((t) => t.id === id);
    if (row) startEdit(row);
    else
      void fetchTestimonial(id).then((result) => {
        if (result.ok) startEdit(result.data);
        else writeDraft(kept, null);
      });
  }, []);

  function startEdit(testimonial: Testimonial) {
    form.open(testimonial);
    focusNext.current = "";
  }

  const reset = () => form.open(null);

  // The list does not render again while the form is typed in: its callbacks stay the same
  // functions and read the form's state when they run.
  const latest = useRef({ dirty, editing, startEdit, rows, forgetDraft });
  latest.current = { dirty, editing, startEdit, rows, forgetDraft };

  /** Unsaved typing is never thrown away without asking. */
  const edit = useCallback((testimonial: Testimonial) => {
    const { dirty, editing, startEdit } = latest.current;
    if (dirty && editing?.id !== testimonial.id) setEditTarget(testimonial);
    else startEdit(testimonial);
  }, []);
  const approve = useCallback(
    (testimonial: Testimonial) => void latest.current.rows.moderate(testimonial),
    [],
  );

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-24 pb-10 sm:px-6 lg:pt-28 lg:pb-14">
      <AdminHeader
        screen="testimonials"
        intro="Godkend gæsternes anmeldelser, og tilføj, ret og slet. Kun godkendte, aktive vises på forsiden."
        onSignOut={forgetDrafts}
      />
      {asking ? (
        <ConfirmNotice asking={asking}>
          {asking.intent === REJECT_INTENT ? <ReasonChoices /> : null}
        </ConfirmNotice>
      ) : null}

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        {/*
         * Each side a boundary of its own: React hydrates them apart, the one clicked first, and
         * replays a click made while the page was still being taken over (a `Rediger` at once).
         */}
        <Suspense key={form.key}>
          <TestimonialForm
            editing={editing}
            siteName={siteName}
            outcome={form.first ? outcome : undefined}
            onDirty={form.setDirty}
            onSaved={(row, added) => {
              list.showSaved(row, added);
              const id = editing?.id ?? null;
              reset();
              focusRow(id);
            }}
            onOvertaken={(row) => list.showSaved(row, false)}
            onCancel={() => {
              const id = editing?.id ?? null;
              forgetDraft();
              reset();
              focusRow(id);
            }}
            onSaveAsNew={reset}
          />
        </Suspense>
        <Suspense>
          <TestimonialList
            rows={list.rows}
            counts={list.counts}
            filter={list.filter}
            next={list.next}
            after={list.after}
            loading={loading}
            editingId={editing?.id ?? null}
            headingRef={listHeadingRef}
            onStatus={list.setStatus}
            onSearch={list.setSearch}
            onMore={list.loadMore}
            onNewest={list.reload}
            onEdit={edit}
            onDelete={setDeleteTarget}
            onApprove={approve}
            onReject={setRejectTarget}
          />
        </Suspense>
      </div>

      <DeleteDialog
        target={deleteTarget}
        question={(row) => deleteQuestion(row.name)}
        deleted={() => DELETED_TEXT}
        remove={async (row) => {
          const done = await rows.remove(row);
          if (done && editing?.id === row.id) reset();
          return done;
        }}
        undo={(row) => void latest.current.rows.undoRemove(row)}
        onClose={() => setDeleteTarget(null)}
        onDoneFocus={() => listHeadingRef.current?.focus()}
      />
      <RejectDialog
        target={rejectTarget}
        onReject={(reason) => (rejectTarget ? rows.moderate(rejectTarget, reason) : false)}
        onClose={() => setRejectTarget(null)}
        onDoneFocus={() => listHeadingRef.current?.focus()}
      />
      <ConfirmDialog
        open={editTarget !== null}
        title="Kassér ændringer?"
        description="Du har ændringer i formularen, som ikke er gemt. Vil du kassere dem og redigere en anden anmeldelse?"
        detail={
          editTarget ? `Formularen bliver fyldt med anmeldelsen fra ${editTarget.name}.` : null
        }
        confirmLabel="Kassér ændringer"
        cancelLabel="Fortsæt med at skrive"
        onConfirm={() => {
          if (!editTarget) return true;
          latest.current.forgetDraft();
          latest.current.startEdit(editTarget);
          return true;
        }}
        onClose={() => setEditTarget(null)}
        onDoneFocus={() => nameField()?.focus()}
      />
    </div>
  );
}
