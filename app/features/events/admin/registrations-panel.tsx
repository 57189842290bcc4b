import Download from "lucide-react/icons/download";
import { startTransition, useOptimistic } from "react";
import { ROOM_FOR_TOP_BUTTON } from "#app/components/layout/scroll-to-top.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { EventWithCounts, Registration } from "#app/features/events/event.ts";
import { REGISTRATION_LIMITS } from "#app/features/events/limits.ts";
import { CHECK_IN_INTENT } from "#app/features/events/row-actions.ts";
import { formatCount, formatEventSpan } from "#app/lib/format.ts";
import { registrationsCsvUrl } from "./api.ts";
import { RegistrationRows } from "./registration-rows.tsx";

/**
 * Every row's `Tjek ind` belongs to this one form (the button's `form`): posted by the browser
 * until React runs, so a click right after the page appears is never lost. `ind` or `ud` names
 * the state wanted, and the button's value the registration.
 */
const CHECK_IN_FORM = "tjek-ind";

const PAGE = ADMIN_SCREENS.events.path;

export type RegistrationsView = {
  event: EventWithCounts;
  rows: Registration[];
  total: number;
  /** The first row's place in the whole list (pages of `PAGE`). */
  from: number;
  page: number;
  /** What the door looked up (name, e-mail or team): only those found are shown. */
  q: string;
};

/**
 * One event's registrations: who, their status and place on the waitlist, a search and `Tjek
 * ind` at the door, `Afmeld` (after a question that says what becomes of the seat), and the CSV
 * for Excel. Long lists come a page at a time.
 */
export function RegistrationsPanel({
  view,
  onCheckIn,
  onCancel,
}: {
  view: RegistrationsView;
  /** Settles once the change is saved and the page's data read again (or has failed). */
  onCheckIn: (registration: Registration, checkedIn: boolean) => Promise<void>;
  onCancel: (registration: Registration) => void;
}) {
  const { event, total, from, page, q } = view;
  // A check-in shows at once, at the door, while it is saved; a refusal puts it back (and says so).
  const [rows, showCheckIn] = useOptimistic(
    view.rows,
    (shown, change: { id: string; at: string | null }) =>
      shown.map((r) => (r.id === change.id ? { ...r, checked_in_at: change.at } : r)),
  );
  const checkIn = (r: Registration, checkedIn: boolean) =>
    startTransition(async () => {
      showCheckIn({ id: r.id, at: checkedIn ? new Date().toISOString() : null });
      await onCheckIn(r, checkedIn);
    });
  const pageAddress = (start: number, search = q) =>
    `${PAGE}?${new URLSearchParams({ tilmeldinger: event.id, ...(search ? { q: search } : {}), fra: String(start) })}`;
  const pageLink = (start: number, search = q) => `${pageAddress(start, search)}#tilmeldinger`;
  return (
    <section
      id="tilmeldinger"
      aria-labelledby="registrations-heading"
      className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className={`flex flex-wrap items-start justify-between gap-4 ${ROOM_FOR_TOP_BUTTON}`}>
        <div className="min-w-0">
          <h2 id="registrations-heading" className="font-display text-h3 font-bold break-words">
            Tilmeldinger til {event.title}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {formatEventSpan(event.starts_at, event.ends_at, { withYear: true })} ·{" "}
            {formatCount(event.confirmed)} tilmeldt
            {event.capacity === null ? "" : ` af ${formatCount(event.capacity)}`} ·{" "}
            {formatCount(event.waitlisted)} på venteliste
          </p>
        </div>
        <a
          className={buttonClass({ variant: "secondary", size: "sm" })}
          href={registrationsCsvUrl(event.id)}
          download
        >
          <Download aria-hidden="true" className="size-4" />
          Eksporter CSV
        </a>
      </div>
      {total === 0 && !q ? (
        <p className="mt-4 text-muted">Ingen har tilmeldt sig endnu.</p>
      ) : (
        // A plain GET form, as the log's filter: it works before React runs, and the address
        // says what is shown.
        <search className="mt-4 block">
          <form
            method="get"
            action={`${PAGE}#tilmeldinger`}
            className={`flex flex-wrap gap-2 ${ROOM_FOR_TOP_BUTTON}`}
          >
            <input type="hidden" name="tilmeldinger" value={event.id} />
            <SearchField
              key={q}
              id="registration-search"
              name="q"
              label="Søg blandt tilmeldingerne"
              placeholder="Navn eller hold"
              defaultValue={q}
              maxLength={REGISTRATION_LIMITS.search}
            />
            <button
              type="submit"
              className={buttonClass({ variant: "secondary", className: "max-sm:px-3.5" })}
            >
              Søg
            </button>
          </form>
        </search>
      )}
      {rows.length === 0 ? (
        q ? (
          <p className="mt-4 text-muted">
            Ingen tilmeldinger passer til søgningen.{" "}
            <a className="text-primary underline" href={pageLink(0, "")}>
              Vis alle
            </a>
          </p>
        ) : null
      ) : (
        <>
          <form id={CHECK_IN_FORM} method="post" action={pageAddress(from)} className="hidden">
            <input type="hidden" name="intent" value={CHECK_IN_INTENT} />
          </form>
          <RegistrationRows
            rows={rows}
            teams={event.team_size > 1}
            actions={{ checkInForm: CHECK_IN_FORM, checkIn, onCancel }}
          />
        </>
      )}
      {total > rows.length ? (
        <nav
          aria-label="Sider"
          className={`mt-4 flex flex-wrap items-center gap-3 text-sm text-muted ${ROOM_FOR_TOP_BUTTON}`}
        >
          {from > 0 ? (
            <a
              className={buttonClass({ variant: "secondary", size: "sm" })}
              href={pageLink(Math.max(0, from - page))}
            >
              Forrige
            </a>
          ) : null}
          <span>
            {formatCount(from + 1)}–{formatCount(from + rows.length)} af {formatCount(total)}
          </span>
          {from + rows.length < total ? (
            <a
              className={buttonClass({ variant: "secondary", size: "sm" })}
              href={pageLink(from + page)}
            >
              Næste
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
