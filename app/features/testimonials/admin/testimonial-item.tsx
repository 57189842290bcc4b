import Check from "lucide-react/icons/check";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import X from "lucide-react/icons/x";
import { memo } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { IconSprite, spriteIcon } from "#app/components/ui/icon-sprite.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { REJECT_REASONS, type RejectReason } from "#app/features/testimonials/reject-reasons.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { formatDate } from "#app/lib/format.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const ROW_ICONS = {
  location: MapPin,
  gaming: Gamepad2,
  approve: Check,
  reject: X,
  edit: Pencil,
  delete: Trash2,
};
const ROW_ICON = Object.fromEntries(
  Object.keys(ROW_ICONS).map((name) => [name, `row-icon-${name}`]),
) as Record<keyof typeof ROW_ICONS, string>;

/** The rows' icons, drawn once above the list; each row refers to them. */
export function RowIconSprite() {
  return <IconSprite prefix="row-icon" icons={ROW_ICONS} />;
}

type Props = {
  testimonial: Testimonial;
  editing: boolean;
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
  onApprove: (testimonial: Testimonial) => void;
  onReject: (testimonial: Testimonial) => void;
};

/**
 * One testimonial in the admin list, with everything stored about it and its actions; a
 * visitor's review waiting in the queue also has `Godkend` and `Afvis`. Memoised: opening
 * another row for editing renders only the two rows whose highlight changes.
 */
export const TestimonialItem = memo(function TestimonialItem({
  testimonial: t,
  editing,
  onEdit,
  onDelete,
  onApprove,
  onReject,
}: Props) {
  const hydrated = useHydrated();
  return (
    <li
      className={`rounded-xl border bg-bg/60 p-4 transition-colors [contain-intrinsic-size:auto_240px] [content-visibility:auto] ${
        editing ? "border-primary shadow-[0_0_0_1px_var(--color-primary)]" : "border-border"
      }`}
      aria-current={editing ? "true" : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words">{t.name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <Stars rating={t.rating} max={LIMITS.ratingMax} size="sm" />
            <time dateTime={t.created_at}>{formatDate(t.created_at)}</time>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {editing ? <Badge className="border-primary/50 text-primary">Redigeres</Badge> : null}
          {t.is_featured ? <Badge className="border-accent/50 text-accent">Fremhævet</Badge> : null}
          {t.status === "pending" ? (
            <Badge className="border-vip/60 text-vip">Afventer</Badge>
          ) : null}
          {t.status === "rejected" ? (
            <Badge className="border-danger/50 text-danger">Afvist</Badge>
          ) : null}
          {t.has_link ? (
            <Badge className="border-danger/50 text-danger">Indeholder link</Badge>
          ) : null}
          {t.status === "rejected" ? null : t.is_active ? (
            <Badge className="border-primary/40 text-primary">Aktiv</Badge>
          ) : (
            <Badge className="border-border text-muted">Inaktiv</Badge>
          )}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-text/90">{t.comment}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <div className="flex items-center gap-1.5">
          <dt>
            {spriteIcon(ROW_ICON.location, "size-4")}
            <span className="sr-only">Lokation</span>
          </dt>
          <dd>{t.location}</dd>
        </div>
        {t.gaming_type ? (
          <div className="flex items-center gap-1.5">
            <dt>
              {spriteIcon(ROW_ICON.gaming, "size-4")}
              <span className="sr-only">Spiltype</span>
            </dt>
            <dd>{t.gaming_type}</dd>
          </div>
        ) : null}
      </dl>
      {t.status === "rejected" && t.reject_reason ? (
        <p className="mt-2 text-sm text-muted">
          Afvist: {REJECT_REASONS[t.reject_reason as RejectReason] ?? t.reject_reason}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {t.status !== "approved" ? (
          <button
            type="button"
            className={buttonClass({ variant: "primary", size: "sm" })}
            onClick={() => onApprove(t)}
            disabled={!hydrated}
            aria-label={`Godkend anmeldelse fra ${t.name}`}
          >
            {spriteIcon(ROW_ICON.approve, "size-4")}
            Godkend
          </button>
        ) : null}
        {t.status === "pending" ? (
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            onClick={() => onReject(t)}
            disabled={!hydrated}
            aria-label={`Afvis anmeldelse fra ${t.name}`}
          >
            {spriteIcon(ROW_ICON.reject, "size-4")}
            Afvis
          </button>
        ) : null}
        {/* Before React runs (or without it), the button asks the server for the form. */}
        <form method="get" action="/admin" className="contents">
          <button
            type="submit"
            name="rediger"
            value={t.id}
            className={buttonClass({ variant: "secondary", size: "sm" })}
            onClick={(event) => {
              event.preventDefault();
              onEdit(t);
            }}
            data-edit-id={t.id}
            aria-label={`Rediger anmeldelse fra ${t.name}`}
          >
            {spriteIcon(ROW_ICON.edit, "size-4")}
            Rediger
          </button>
        </form>
        <button
          type="button"
          className={buttonClass({ variant: "danger", size: "sm" })}
          onClick={() => onDelete(t)}
          disabled={!hydrated}
          aria-label={`Slet anmeldelse fra ${t.name}`}
        >
          {spriteIcon(ROW_ICON.delete, "size-4")}
          Slet
        </button>
      </div>
    </li>
  );
});

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}
