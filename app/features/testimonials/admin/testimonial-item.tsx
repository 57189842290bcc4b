import Check from "lucide-react/icons/check";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import X from "lucide-react/icons/x";
import { type ComponentProps, memo } from "react";
import { badge, recordRow, rowButtons } from "#app/components/admin/record-row.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { IconSprite, spriteIcon, spriteIds } from "#app/components/ui/icon-sprite.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { LIMITS } from "#app/features/testimonials/limits.ts";
import { REJECT_REASONS, type RejectReason } from "#app/features/testimonials/reject-reasons.ts";
import {
  APPROVE_INTENT,
  DELETE_INTENT,
  REJECT_INTENT,
} from "#app/features/testimonials/row-actions.ts";
import type { Testimonial } from "#app/features/testimonials/schema.ts";
import { formatDate } from "#app/lib/format.ts";

const ROW_ICONS = {
  location: MapPin,
  gaming: Gamepad2,
  approve: Check,
  reject: X,
  edit: Pencil,
  delete: Trash2,
};
const ICON_PREFIX = "row-icon";
const ROW_ICON = spriteIds(ICON_PREFIX, ROW_ICONS);

const icon = (name: keyof typeof ROW_ICONS) => spriteIcon(ROW_ICON[name], "size-4");

/** One of the row's facts: its icon, its name for screen readers, its value. */
const detail = (name: keyof typeof ROW_ICONS, label: string, value: string) => (
  <div className="flex items-center gap-1.5">
    <dt>
      {icon(name)}
      <span className="sr-only">{label}</span>
    </dt>
    <dd>{value}</dd>
  </div>
);

/**
 * Where a row stands, said once: waiting in the queue, rejected, or approved and then shown
 * (`Aktiv`) or held back (`Inaktiv`). A waiting review is on no page whatever its `is_active`
 * (docs/admin.md), so it is only `Afventer`.
 */
type RowState = "pending" | "rejected" | "active" | "inactive";

function stateOf(t: Pick<Testimonial, "status" | "is_active">): RowState {
  if (t.status !== "approved") return t.status;
  return t.is_active ? "active" : "inactive";
}

const STATES: Record<RowState, [className: string, text: string]> = {
  pending: ["border-vip/60 text-vip", "Afventer"],
  rejected: ["border-danger/50 text-danger", "Afvist"],
  active: ["border-primary/40 text-primary", "Aktiv"],
  inactive: ["border-border text-muted", "Inaktiv"],
};

const APPROVE_FORM = "godkend";
const EDIT_FORM = "rediger";

/**
 * The form every row's `Godkend` belongs to (the button's `form`), posted to `action` (this view
 * of the list) by the browser until React runs: a click right after the page appears is never
 * lost. Once React runs, the button approves through the API.
 */
export function ApproveForm({ action }: { action: string }) {
  return (
    <form id={APPROVE_FORM} method="post" action={action} className="hidden">
      <input type="hidden" name="intent" value={APPROVE_INTENT} />
    </form>
  );
}

/**
 * The form every row's `Rediger` belongs to until React runs (or without JavaScript): `/admin`
 * again with the row in the form (`?rediger=ID`, the button's name and value) and the view of
 * the list kept (`params`: its filter, search and place), scrolled to the form.
 */
export function EditForm({ params }: { params: URLSearchParams }) {
  return (
    <form id={EDIT_FORM} method="get" action="/admin#form-heading" hidden>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/** The rows' icons, drawn once above the list; each row refers to them. */
export function RowIconSprite() {
  return <IconSprite prefix={ICON_PREFIX} icons={ROW_ICONS} />;
}

type Props = {
  row: Testimonial;
  editing: boolean;
  /**
   * In the list's first view: laid out with the page. A row further down is laid out only when
   * it comes near the list's view (`content-visibility: auto`); in view at once, such a row would
   * still be drawn a frame after the page, and a click in between would meet the row, not its
   * button.
   */
  firstView?: boolean;
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
  row: t,
  editing,
  firstView = false,
  onEdit,
  onDelete,
  onApprove,
  onReject,
}: Props) {
  const subject = `anmeldelse fra ${t.name}`;
  const button = rowButtons(subject, t.id);
  /**
   * A button of the row that submits one of the list's shared forms (`form`) with the row's id:
   * without the page's script it posts; with it, a click calls `act` instead.
   */
  const formButton = (
    form: string,
    name: string,
    variant: "primary" | "secondary",
    act: () => void,
    rest: ComponentProps<"button"> & { "data-edit-id"?: string },
  ) => (
    <button
      type="submit"
      form={form}
      name={name}
      value={t.id}
      className={buttonClass({ variant, size: "sm" })}
      onClick={(click) => {
        click.preventDefault();
        act();
      }}
      {...rest}
    />
  );
  return recordRow({
    editing,
    className: firstView
      ? "transition-colors"
      : "transition-colors [contain-intrinsic-size:auto_240px] [content-visibility:auto]",
    title: t.name,
    details: (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <Stars rating={t.rating} max={LIMITS.ratingMax} size="sm" />
        <time dateTime={t.created_at}>{formatDate(t.created_at)}</time>
      </div>
    ),
    badges: (
      <>
        {/* Written on the English review page: shown to English readers without a `lang` mark. */}
        {t.lang === "en" ? badge("border-border text-muted", "EN") : null}
        {t.is_featured ? badge("border-accent/50 text-accent", "Fremhævet") : null}
        {t.has_link ? badge("border-danger/50 text-danger", "Indeholder link") : null}
        {badge(...STATES[stateOf(t)])}
      </>
    ),
    children: (
      <>
        <p className="mt-3 whitespace-pre-line break-words text-text/90">{t.comment}</p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {detail("location", "Lokation", t.location)}
          {t.gaming_type ? detail("gaming", "Spiltype", t.gaming_type) : null}
        </dl>
        {t.status === "rejected" && t.reject_reason ? (
          <p className="mt-2 text-sm text-muted">
            Afvist: {REJECT_REASONS[t.reject_reason as RejectReason] ?? t.reject_reason}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {t.status !== "approved"
            ? formButton(APPROVE_FORM, "id", "primary", () => onApprove(t), {
                "aria-label": `Godkend ${subject}`,
                children: (
                  <>
                    {icon("approve")}
                    Godkend
                  </>
                ),
              })
            : null}
          {t.status === "pending"
            ? button("secondary", "Afvis", icon("reject"), REJECT_INTENT, () => onReject(t))
            : null}
          {formButton(EDIT_FORM, "rediger", "secondary", () => onEdit(t), {
            "data-edit-id": t.id,
            "aria-label": `Rediger ${subject}`,
            children: (
              <>
                {icon("edit")}
                Rediger
              </>
            ),
          })}
          {button("danger", "Slet", icon("delete"), DELETE_INTENT, () => onDelete(t))}
        </div>
      </>
    ),
  });
});
