import { type ReactNode, useRef } from "react";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { deletedToast, type Question } from "./confirm-notice.tsx";

/**
 * `Slet` on a row of an admin list (docs/admin.md#undo-the-trash-and-the-log): asks first, moves
 * the row to the trash, then says `Slettet!` with a `Fortryd` that brings it back.
 */
export function DeleteDialog<Row>({
  target,
  question,
  deleted,
  remove,
  undo,
  onClose,
  onDoneFocus,
  children,
}: {
  /** The row asked about; null while the dialog is closed. */
  target: Row | null;
  /** What the dialog asks about the row (the same words as the notice without JavaScript). */
  question: (row: Row) => Question;
  /** The toast's words about the deleted row. */
  deleted: (row: Row) => string;
  /** Moves the row to the trash: true when it is there (a failure says so itself). */
  remove: (row: Row) => Promise<boolean>;
  undo: (row: Row) => void;
  onClose: () => void;
  onDoneFocus: () => void;
  /** Controls the deletion needs (a message to the event's guests); a refusal keeps it open. */
  children?: ReactNode;
}) {
  /** The row just deleted: by the time the toast shows, the dialog has let go of its target. */
  const removed = useRef<Row | null>(null);
  return (
    <ConfirmDialog
      open={target !== null}
      {...(target === null ? CLOSED : question(target))}
      onConfirm={async () => {
        if (target === null) return false;
        const done = await remove(target);
        removed.current = done ? target : null;
        return done;
      }}
      onClose={onClose}
      onDoneFocus={onDoneFocus}
      stayOpenWhenRefused={children !== undefined}
      onDone={() => {
        const row = removed.current;
        toast({
          ...deletedToast(row === null ? undefined : deleted(row)),
          action: row === null ? undefined : { label: "Fortryd", onClick: () => undo(row) },
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

/** The words of a closed dialog (never shown). */
const CLOSED: Question = { title: "", description: "", confirmLabel: "Slet" };
