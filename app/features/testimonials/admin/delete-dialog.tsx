import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import type { Testimonial } from "../schema";
import { dangerButton, secondaryButton } from "./buttons";

type Props = {
  target: Testimonial | null;
  onConfirm: (testimonial: Testimonial) => Promise<boolean>;
  onClose: () => void;
  /** Where focus goes when the dialog closes after the row is gone (its buttons are gone too). */
  onDeletedFocus: () => void;
};

/** The in-page confirmation before a testimonial is deleted; focus stays inside while open. */
export function DeleteDialog({ target, onConfirm, onClose, onDeletedFocus }: Props) {
  const [busy, setBusy] = useState(false);
  const deleted = useRef(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!target || busy) return;
    setBusy(true);
    const ok = await onConfirm(target);
    setBusy(false);
    deleted.current = ok;
    onClose();
  }

  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/60"
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            event.preventDefault();
            deleted.current = false;
            onDeletedFocus();
          }}
        >
          <AlertDialog.Title className="font-display text-h3 font-bold">
            Slet anmeldelse
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-text">
            Er du sikker på at du vil slette denne anmeldelse?
          </AlertDialog.Description>
          {target ? (
            <p className="mt-2 text-sm text-muted">
              Anmeldelsen fra {target.name} bliver slettet for altid.
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Annuller</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={confirm} aria-disabled={busy}>
              Slet
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
