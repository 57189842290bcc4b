import { useState } from "react";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { REJECT_REASONS, type RejectReason } from "#app/features/testimonials/reject-reasons.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";

const reasons = Object.entries(REJECT_REASONS) as [RejectReason, string][];

/** `Afvis` asks why, from a short fixed list (a review is never rejected for being negative). */
export function RejectDialog({
  target,
  onReject,
  onClose,
  onDoneFocus,
}: {
  target: Testimonial | null;
  onReject: (reason: RejectReason) => Promise<boolean> | boolean;
  onClose: () => void;
  onDoneFocus: () => void;
}) {
  const [reason, setReason] = useState<RejectReason>("spam");
  return (
    <ConfirmDialog
      open={target !== null}
      title="Afvis anmeldelse"
      description="Hvorfor bliver anmeldelsen afvist? Negative anmeldelser må ikke afvises."
      detail={target ? `Anmeldelsen fra ${target.name} bliver ikke vist.` : null}
      confirmLabel="Afvis"
      onConfirm={() => onReject(reason)}
      onClose={onClose}
      onDoneFocus={onDoneFocus}
    >
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Grund</legend>
        <div className="mt-2 flex flex-col gap-1">
          {reasons.map(([key, label]) => (
            <label
              key={key}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-bg/60"
            >
              <input
                type="radio"
                name="reject-reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
                className="size-5 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
