import Ban from "lucide-react/icons/ban";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import type { EventWithCounts } from "#app/features/events/event.ts";
import { EVENT_KIND_LABELS, EVENT_STATUS_LABELS } from "#app/features/events/limits.ts";
import { formatEventSpan, formatKroner } from "#app/lib/format.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type Actions = {
  onEdit: (event: EventWithCounts) => void;
  onCancel: (event: EventWithCounts) => void;
  onDelete: (event: EventWithCounts) => void;
};

/** The events: those to come (and running) soonest first, then `Tidligere`, latest first. */
export function EventList({
  upcoming,
  past,
  morePast,
  pastLimit,
  editingId,
  ...actions
}: Actions & {
  upcoming: EventWithCounts[];
  past: EventWithCounts[];
  morePast: boolean;
  pastLimit: number;
  editingId: string | null;
}) {
  return (
    <section aria-labelledby="events-heading" className="flex min-w-0 flex-col gap-6">
      <div>
        <h2 id="events-heading" tabIndex={-1} className="font-display text-h3 font-bold">
          Kommende
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-muted">
            Ingen kommende begivenheder. Opret den første i formularen.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {upcoming.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                editing={event.id === editingId}
                {...actions}
              />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h2 className="font-display text-h3 font-bold">Tidligere</h2>
        {past.length === 0 ? (
          <p className="mt-3 text-muted">Ingen tidligere begivenheder.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {past.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                editing={event.id === editingId}
                past
                {...actions}
              />
            ))}
          </ul>
        )}
        {morePast ? (
          <a
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            href={`/admin/begivenheder?tidligere=${pastLimit * 2}#events-heading`}
          >
            Vis flere tidligere
          </a>
        ) : null}
      </div>
    </section>
  );
}

function seatsText(event: EventWithCounts): string {
  const taken =
    event.capacity === null
      ? `${event.confirmed} tilmeldt (ingen grænse)`
      : `${event.confirmed} af ${event.capacity} pladser taget`;
  return event.waitlisted > 0 ? `${taken} · ${event.waitlisted} på venteliste` : taken;
}

function EventItem({
  event,
  editing,
  onEdit,
  onCancel,
  onDelete,
  past = false,
}: Actions & { event: EventWithCounts; editing: boolean; past?: boolean }) {
  const hydrated = useHydrated();
  return (
    <li
      className={`rounded-xl border bg-bg/60 p-4 ${
        editing ? "border-primary shadow-[0_0_0_1px_var(--color-primary)]" : "border-border"
      }`}
      aria-current={editing ? "true" : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words">{event.title}</h3>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={event.starts_at}>
              {formatEventSpan(event.starts_at, event.ends_at, { withYear: true })}
            </time>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {editing ? <Badge className="border-primary/50 text-primary">Redigeres</Badge> : null}
          <Badge className="border-accent/50 text-accent">{EVENT_KIND_LABELS[event.kind]}</Badge>
          {event.status === "scheduled" ? null : (
            <Badge
              className={
                event.status === "cancelled"
                  ? "border-danger/50 text-danger"
                  : "border-vip/60 text-vip"
              }
            >
              {EVENT_STATUS_LABELS[event.status]}
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm text-text/90">
        {[event.game, event.price === 0 ? "Gratis" : formatKroner(event.price), seatsText(event)]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Before React runs (or without it), the button asks the server for the form. */}
        <form method="get" action="/admin/begivenheder" className="contents">
          <button
            type="submit"
            name="rediger"
            value={event.id}
            className={buttonClass({ variant: "secondary", size: "sm" })}
            onClick={(click) => {
              click.preventDefault();
              onEdit(event);
            }}
            data-edit-id={event.id}
            aria-label={`Rediger ${event.title}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Rediger
          </button>
        </form>
        <a
          className={buttonClass({ variant: "secondary", size: "sm" })}
          href={`/admin/begivenheder?tilmeldinger=${encodeURIComponent(event.id)}#tilmeldinger`}
          aria-label={`Tilmeldinger til ${event.title}`}
        >
          <Users aria-hidden="true" className="size-4" />
          Tilmeldinger
        </a>
        {event.status === "cancelled" || past ? null : (
          <Action
            hydrated={hydrated}
            onClick={() => onCancel(event)}
            label={`Aflys ${event.title}`}
          >
            <Ban aria-hidden="true" className="size-4" />
            Aflys
          </Action>
        )}
        <Action hydrated={hydrated} onClick={() => onDelete(event)} label={`Slet ${event.title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Slet
        </Action>
      </div>
    </li>
  );
}

function Action({
  hydrated,
  onClick,
  label,
  children,
}: {
  hydrated: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: "danger", size: "sm" })}
      onClick={onClick}
      disabled={!hydrated}
      aria-label={label}
    >
      {children}
    </button>
  );
}

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}
