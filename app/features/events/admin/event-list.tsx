import Ban from "lucide-react/icons/ban";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import Users from "lucide-react/icons/users";
import {
  badge,
  editButton,
  recordList,
  recordRow,
  rowButtons,
} from "#app/components/admin/record-row.tsx";
import { ROOM_FOR_TOP_BUTTON } from "#app/components/layout/scroll-to-top.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { EventWithCounts } from "#app/features/events/event.ts";
import { EVENT_KIND_LABELS, EVENT_STATUS_LABELS } from "#app/features/events/limits.ts";
import { CANCEL_INTENT, DELETE_INTENT } from "#app/features/events/row-actions.ts";
import { formatCount, formatEventSpan, formatKroner } from "#app/lib/format.ts";

type Actions = {
  onEdit: (event: EventWithCounts) => void;
  onCancel: (event: EventWithCounts) => void;
  onDelete: (event: EventWithCounts) => void;
};

/**
 * The events: those to come (and running) soonest first, then `Tidligere`, latest first. On a
 * screen too narrow for the form beside them, `Ny begivenhed` leads to it below (`formBelow`).
 */
export function EventList({
  upcoming,
  past,
  morePast,
  pastLimit,
  editingId,
  formBelow,
  ...actions
}: Actions & {
  upcoming: EventWithCounts[];
  past: EventWithCounts[];
  morePast: boolean;
  pastLimit: number;
  editingId: string | null;
  formBelow: boolean;
}) {
  return (
    <section
      aria-labelledby="events-heading"
      className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1"
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="events-heading" tabIndex={-1} className="font-display text-h3 font-bold">
            Kommende
          </h2>
          {formBelow ? (
            <a
              href="#event-form-heading"
              className={buttonClass({ variant: "secondary", size: "sm", className: "lg:hidden" })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Ny begivenhed
            </a>
          ) : null}
        </div>
        <EventGroup
          events={upcoming}
          empty="Ingen kommende begivenheder. Opret den første i formularen."
          editingId={editingId}
          actions={actions}
        />
      </div>
      <div>
        <h2 className="font-display text-h3 font-bold">Tidligere</h2>
        <EventGroup
          events={past}
          empty="Ingen tidligere begivenheder."
          editingId={editingId}
          actions={actions}
          past
        />
        {morePast ? (
          <a
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            href={`${ADMIN_SCREENS.events.path}?tidligere=${pastLimit * 2}#events-heading`}
          >
            Vis flere tidligere
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Events to come, or past ones (which cannot be cancelled any more). */
function EventGroup({
  events,
  empty,
  editingId,
  actions,
  past = false,
}: {
  events: EventWithCounts[];
  empty: string;
  editingId: string | null;
  actions: Actions;
  past?: boolean;
}) {
  if (events.length === 0) return <p className="mt-3 text-muted">{empty}</p>;
  return recordList("mt-3 flex flex-col gap-3", events, editingId, EventItem, { ...actions, past });
}

/**
 * Staff's English is missing: the English pages show the Danish title or description instead
 * (docs/pages.md#english).
 */
function lacksEnglish({ en, description }: EventWithCounts): boolean {
  return !en.title.trim() || (description.trim() !== "" && !en.description.trim());
}

function seatsText(event: EventWithCounts): string {
  const taken =
    event.capacity === null
      ? `${formatCount(event.confirmed)} tilmeldt (ingen grænse)`
      : `${formatCount(event.confirmed)} af ${formatCount(event.capacity)} pladser taget`;
  return event.waitlisted > 0 ? `${taken} · ${formatCount(event.waitlisted)} på venteliste` : taken;
}

function EventItem({
  row: event,
  editing,
  onEdit,
  onCancel,
  onDelete,
  past,
}: Actions & { row: EventWithCounts; editing: boolean; past: boolean }) {
  const button = rowButtons(event.title, event.id);
  const size = "size-4";
  return recordRow({
    editing,
    title: event.title,
    details: (
      <p className="mt-1 text-sm text-muted">
        <time dateTime={event.starts_at}>
          {formatEventSpan(event.starts_at, event.ends_at, { withYear: true })}
        </time>
      </p>
    ),
    badges: (
      <>
        {badge("border-accent/50 text-accent", EVENT_KIND_LABELS[event.kind])}
        {event.status === "scheduled"
          ? null
          : badge(
              event.status === "cancelled"
                ? "border-danger/50 text-danger"
                : "border-vip/60 text-vip",
              EVENT_STATUS_LABELS[event.status],
            )}
        {lacksEnglish(event) ? badge("border-border text-muted", "Mangler engelsk") : null}
      </>
    ),
    children: (
      <>
        <p className="mt-2 text-sm text-text/90">
          {[event.game, event.price === 0 ? "Gratis" : formatKroner(event.price), seatsText(event)]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className={`mt-4 flex flex-wrap gap-2 ${ROOM_FOR_TOP_BUTTON}`}>
          {editButton({
            page: ADMIN_SCREENS.events.path,
            id: event.id,
            subject: event.title,
            icon: <Pencil aria-hidden="true" className={size} />,
            onEdit: () => onEdit(event),
          })}
          <a
            className={buttonClass({ variant: "secondary", size: "sm" })}
            href={`${ADMIN_SCREENS.events.path}?tilmeldinger=${encodeURIComponent(event.id)}#tilmeldinger`}
            aria-label={`Tilmeldinger til ${event.title}`}
          >
            <Users aria-hidden="true" className={size} />
            Tilmeldinger
          </a>
          {event.status === "cancelled" || past
            ? null
            : button(
                "danger",
                "Aflys",
                <Ban aria-hidden="true" className={size} />,
                CANCEL_INTENT,
                () => onCancel(event),
              )}
          {button(
            "danger",
            "Slet",
            <Trash2 aria-hidden="true" className={size} />,
            DELETE_INTENT,
            () => onDelete(event),
          )}
        </div>
      </>
    ),
  });
}
