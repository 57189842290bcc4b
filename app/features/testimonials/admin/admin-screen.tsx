import { useCallback, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { AdminHeader } from "#app/components/layout/admin-header.tsx";
import { PlaceholderChecklist } from "#app/features/content/admin/placeholder-checklist.tsx";
import { clearDrafts } from "#app/features/content/admin/saved-drafts.ts";
import type { AdminPage, Testimonial } from "#app/features/testimonials/schema.ts";
import { useSite } from "#app/lib/site.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { writeSavedDraft } from "./saved-draft.ts";
import { TestimonialForm } from "./testimonial-form.tsx";
import { TestimonialList } from "./testimonial-list.tsx";
import { useTestimonialAdmin } from "./use-testimonial-admin.ts";
import type { ListFilter } from "./use-testimonial-list.ts";

/** The admin page: form on the left, list on the right (stacked on a phone), sign-out on top. */
export function AdminScreen({
  initial,
  filter,
  loadFailed,
}: {
  initial: AdminPage;
  filter: ListFilter;
  loadFailed: boolean;
}) {
  const { siteName } = useSite();
  const admin = useTestimonialAdmin(initial, filter, siteName, loadFailed);
  const { list } = admin;
  const [deleteTarget, setDeleteTarget] = useState<Testimonial | null>(null);
  const [rejectTarget, setRejectTarget] = useState<Testimonial | null>(null);
  const [editTarget, setEditTarget] = useState<Testimonial | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const editingId = admin.mode.kind === "edit" ? admin.mode.id : null;
  // A reload of the list, or the route's loaders rechecking the session, shows `Indlæser...`.
  const navigation = useNavigation();
  const loading = list.loading || navigation.state === "loading";

  /** Back to where the admin came from: the row's `Rediger` button, else the form. */
  function focusRow(id: string | null) {
    requestAnimationFrame(() => {
      const button = id
        ? document.querySelector<HTMLElement>(`[data-edit-id="${CSS.escape(id)}"]`)
        : null;
      (button ?? nameRef.current)?.focus();
    });
  }

  /** Nothing typed stays in the browser for the next person at this computer. */
  function signOut() {
    writeSavedDraft(null);
    clearDrafts();
  }

  async function submit() {
    const outcome = await admin.save();
    if (outcome.ok) focusRow(outcome.edited ? outcome.id : null);
  }

  function cancel() {
    const id = editingId;
    admin.reset();
    focusRow(id);
  }

  function startEdit(testimonial: Testimonial) {
    admin.startEdit(testimonial);
    requestAnimationFrame(() => nameRef.current?.focus());
  }

  // The list does not render again while the form is typed in: its callbacks stay the same
  // functions and read the form's state when they run.
  const latest = useRef({ admin, editingId, startEdit });
  latest.current = { admin, editingId, startEdit };

  /** Unsaved typing is never thrown away without asking. */
  const edit = useCallback((testimonial: Testimonial) => {
    const { admin, editingId, startEdit } = latest.current;
    if (admin.dirty && editingId !== testimonial.id) setEditTarget(testimonial);
    else startEdit(testimonial);
  }, []);
  const approve = useCallback(
    (testimonial: Testimonial) => void latest.current.admin.moderate(testimonial),
    [],
  );

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 pt-24 pb-10 sm:px-6 lg:pt-28 lg:pb-14">
      <AdminHeader
        title="Anmeldelser"
        intro="Godkend gæsternes anmeldelser, og tilføj, ret og slet. Godkendte, aktive anmeldelser kan vises på forsiden."
        onSignOut={signOut}
      />
      <PlaceholderChecklist />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <TestimonialForm admin={admin} nameRef={nameRef} onSubmit={submit} onCancel={cancel} />
        <TestimonialList
          rows={list.rows}
          counts={list.counts}
          filter={list.filter}
          hasMore={list.hasMore}
          loading={loading}
          editingId={editingId}
          headingRef={listHeadingRef}
          onStatus={list.setStatus}
          onSearch={list.setSearch}
          onMore={list.loadMore}
          onEdit={edit}
          onDelete={setDeleteTarget}
          onApprove={approve}
          onReject={setRejectTarget}
        />
      </div>

      <ConfirmDialog
        open={deleteTarget !== null}
        title="Slet anmeldelse"
        description="Er du sikker på at du vil slette denne anmeldelse?"
        detail={
          deleteTarget ? `Anmeldelsen fra ${deleteTarget.name} bliver slettet for altid.` : null
        }
        confirmLabel="Slet"
        onConfirm={() => (deleteTarget ? admin.remove(deleteTarget) : false)}
        onClose={() => setDeleteTarget(null)}
        onDoneFocus={() => listHeadingRef.current?.focus()}
      />
      <RejectDialog
        target={rejectTarget}
        onReject={(reason) => (rejectTarget ? admin.moderate(rejectTarget, reason) : false)}
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
          if (editTarget) admin.startEdit(editTarget);
          return true;
        }}
        onClose={() => setEditTarget(null)}
        onDoneFocus={() => nameRef.current?.focus()}
      />
    </div>
  );
}
