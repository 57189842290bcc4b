import { useState } from "react";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { REJECT_REASONS, type RejectReason } from "#app/features/testimonials/reject-reasons.ts";
import { rejectQuestion } from "#app/features/testimonials/row-actions.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";

const reasons = Object.entries(REJECT_REASONS) as [RejectReason, string][];
const FIRST: RejectReason = "spam";

/**
 * The reasons to choose from, the first chosen: in the dialog, and in the page's own question
 * before React runs (posted as `reason`).
 */
export function ReasonChoices({ onChange }: { onChange?: (reason: RejectReason) => void }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-text">Grund</legend>
      <div className="mt-2 flex flex-col gap-1">
        {reasons.map(([key, label]) => (
          <label
            key={key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-text hover:bg-bg/60"
          >
            <input
              type="radio"
              name="reason"
              value={key}
              defaultChecked={key === FIRST}
              onChange={() => onChange?.(key)}
              className="size-5 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
  // The choices start at the first reason each time the dialog opens.
  const [reason, setReason] = useState<RejectReason>(FIRST);
  return (
    <ConfirmDialog
      open={target !== null}
      {...rejectQuestion(target?.name ?? "")}
      onConfirm={() => onReject(reason)}
      onClose={() => {
        setReason(FIRST);
        onClose();
      }}
      onDoneFocus={onDoneFocus}
    >
      <ReasonChoices onChange={setReason} />
    </ConfirmDialog>
  );
}
