import Check from "lucide-react/icons/check";
import Download from "lucide-react/icons/download";
import UserX from "lucide-react/icons/user-x";
import { startTransition, useOptimistic } from "react";
import { ColumnHeads, STICKY_FIRST } from "#app/components/admin/column-heads.tsx";
import { rowButtons } from "#app/components/admin/record-row.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { IconSprite, spriteIcon, spriteIds } from "#app/components/ui/icon-sprite.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import type { EventWithCounts, Registration } from "#app/features/events/event.ts";
import { REGISTRATION_LIMITS, REGISTRATION_STATUS_LABELS } from "#app/features/events/limits.ts";
import { CHECK_IN_INTENT, LEAVE_INTENT } from "#app/features/events/row-actions.ts";
import { formatCount, formatEventSpan, formatShortDateTime } from "#app/lib/format.ts";
import { registrationsCsvUrl } from "./api.ts";

/** The rows' icons, drawn once above the table; each row refers to them. */
const ROW_ICONS = { checked: Check, cancel: UserX };
const ICON_PREFIX = "registration-icon";
const ROW_ICON = spriteIds(ICON_PREFIX, ROW_ICONS);

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
 * One event's registrations: who, their status and place on the waitlist, `Tjek ind` at the
 * door, `Afmeld` (the seat goes to the first on the waitlist), and the CSV for Excel. Long lists
 * come a page at a time.
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
  const teams = event.team_size > 1;
  const pageAddress = (start: number, search = q) =>
    `${PAGE}?${new URLSearchParams({ tilmeldinger: event.id, ...(search ? { q: search } : {}), fra: String(start) })}`;
  const pageLink = (start: number, search = q) => `${pageAddress(start, search)}#tilmeldinger`;
  return (
    <section
      id="tilmeldinger"
      aria-labelledby="registrations-heading"
      className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
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
          <form method="get" action={`${PAGE}#tilmeldinger`} className="flex flex-wrap gap-2">
            <input type="hidden" name="tilmeldinger" value={event.id} />
            <SearchField
              key={q}
              id="registration-search"
              name="q"
              label="Søg blandt tilmeldingerne"
              placeholder="Søg efter navn, e-mail eller hold"
              defaultValue={q}
              maxLength={REGISTRATION_LIMITS.search}
            />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
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
        <div className="relative mt-4 overflow-x-auto">
          <IconSprite prefix={ICON_PREFIX} icons={ROW_ICONS} />
          <form id={CHECK_IN_FORM} method="post" action={pageAddress(from)} className="hidden">
            <input type="hidden" name="intent" value={CHECK_IN_INTENT} />
          </form>
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-border text-muted">
              <ColumnHeads
                columns={[
                  "Navn",
                  "E-mail",
                  ...(teams ? ["Hold"] : []),
                  "Status",
                  "Tilmeldt",
                  { hidden: "Handlinger" },
                ]}
                gap="pr-3"
                weight="font-medium"
                stickyFirst
              />
            </thead>
            <tbody>
              {rows.map((r) => {
                const name = r.name ?? "Anonymiseret";
                const checked = r.checked_in_at !== null;
                return (
                  <tr key={r.id} className="border-b border-border/60 align-middle">
                    <td className={`py-2 pr-3 font-medium break-words ${STICKY_FIRST}`}>{name}</td>
                    <td className="py-2 pr-3 break-all text-muted">{r.email ?? ""}</td>
                    {teams ? <td className="py-2 pr-3">{r.team_name ?? ""}</td> : null}
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {REGISTRATION_STATUS_LABELS[r.status]}
                      {r.position === null ? "" : ` nr. ${r.position}`}
                      {r.checked_in_at ? (
                        <span className="block text-xs text-primary">
                          Tjekket ind {formatShortDateTime(r.checked_in_at)}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap text-muted">
                      {formatShortDateTime(r.created_at)}
                    </td>
                    <td className="py-2">
                      {r.status === "cancelled" ? null : (
                        <div className="flex justify-end gap-2">
                          <button
                            type="submit"
                            form={CHECK_IN_FORM}
                            name={checked ? "ud" : "ind"}
                            value={r.id}
                            aria-pressed={checked}
                            aria-label={`Tjek ind: ${name}`}
                            onClick={(click) => {
                              click.preventDefault();
                              checkIn(r, !checked);
                            }}
                            className={buttonClass({
                              variant: checked ? "primary" : "secondary",
                              size: "sm",
                              className: "whitespace-nowrap",
                            })}
                          >
                            {checked ? spriteIcon(ROW_ICON.checked, "size-4") : null}
                            Tjek ind
                          </button>
                          {rowButtons(name, r.id)(
                            "danger",
                            "Afmeld",
                            spriteIcon(ROW_ICON.cancel, "size-4"),
                            LEAVE_INTENT,
                            () => onCancel(r),
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {total > rows.length ? (
        <nav
          aria-label="Sider"
          className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted"
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
