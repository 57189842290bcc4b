import * as AlertDialog from "radix-ui/alert-dialog";
import { type ReactNode, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";

type Props = {
  open: boolean;
  title: string;
  description: string;
  detail?: ReactNode;
  /** Controls the confirmation needs (the reason of a rejection). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Resolves to true when the action happened (the dialog then uses `onDoneFocus`). */
  onConfirm: () => Promise<boolean> | boolean;
  onClose: () => void;
  /** Where focus goes after the confirmed action (its opener may be gone); otherwise back to the opener. */
  onDoneFocus: () => void;
  /**
   * After the confirmed action, once the dialog has closed: its toast. A toast added while the
   * dialog is open sits in the part of the page the dialog hides from assistive technology.
   */
  onDone?: () => void;
  /** A refused confirmation (a message left empty) keeps the dialog open to be put right. */
  stayOpenWhenRefused?: boolean;
};

/** An in-page confirmation (WAI-ARIA alertdialog): focus stays inside while open, Escape cancels. */
export function ConfirmDialog(props: Props) {
  const { open, title, description, detail, confirmLabel, cancelLabel = "Annuller" } = props;
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  /** The control that opened the dialog (there is no Radix trigger: the dialog is shared). */
  const opener = useRef<HTMLElement | null>(null);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    done.current = await props.onConfirm();
    setBusy(false);
    if (done.current || !props.stayOpenWhenRefused) props.onClose();
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && props.onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/60"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (done.current || !opener.current?.isConnected) props.onDoneFocus();
            else opener.current.focus();
            if (done.current) props.onDone?.();
            done.current = false;
          }}
        >
          <AlertDialog.Title className="font-display text-h3 font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-text">
            {description}
          </AlertDialog.Description>
          {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
          {props.children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary" })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: "danger" })}
              onClick={confirm}
              aria-disabled={busy}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
