import Check from "lucide-react/icons/check";
import UserX from "lucide-react/icons/user-x";
import { rowButtons } from "#app/components/admin/record-row.tsx";
import { ROOM_FOR_TOP_BUTTON } from "#app/components/layout/scroll-to-top.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { IconSprite, spriteIcon, spriteIds } from "#app/components/ui/icon-sprite.tsx";
import type { Registration } from "#app/features/events/event.ts";
import { REGISTRATION_STATUS_LABELS } from "#app/features/events/limits.ts";
import { LEAVE_INTENT } from "#app/features/events/row-actions.ts";
import { formatShortDateTime } from "#app/lib/format.ts";

/**
 * One page of an event's registrations, one list for every screen. At the door on a phone (below
 * `lg`) each is a card: name, team, status, e-mail and one big `Tjek ind`, never wider than the
 * screen. On a wide screen the same items line up in columns under their heads (a grid, the
 * heads for the eye only: each item names its parts to a screen reader). Drawn once, not as a
 * list and a table: fifty rows hydrate once (docs/performance.md, the first `Tjek ind`). Plain
 * functions, not components, as the rows' parts are (`record-row.tsx`).
 */

/** The rows' icons, drawn once above them; each row refers to them. */
const ROW_ICONS = { checked: Check, cancel: UserX };
const ICON_PREFIX = "registration-icon";
const ROW_ICON = spriteIds(ICON_PREFIX, ROW_ICONS);

/**
 * The wide screen's columns, shared by the heads and every item (CSS subgrid): name, (team,)
 * status, e-mail, signed up, buttons.
 */
const COLUMNS = {
  solo: "lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto_auto]",
  teams: "lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto_auto]",
};

type RowActions = {
  /** The form every `Tjek ind` belongs to (posted by the browser until React runs). */
  checkInForm: string;
  checkIn: (registration: Registration, checkedIn: boolean) => void;
  onCancel: (registration: Registration) => void;
};

const nameOf = (r: Registration) => r.name ?? "Anonymiseret";

/**
 * `Tjek ind` for one guest: a toggle (`aria-pressed`) whose name and value say the state wanted
 * and the registration, for the browser's own post. Big on a phone, a row's size on a wide screen.
 */
function checkInButton(r: Registration, actions: RowActions) {
  const checked = r.checked_in_at !== null;
  return (
    <button
      type="submit"
      form={actions.checkInForm}
      name={checked ? "ud" : "ind"}
      value={r.id}
      aria-pressed={checked}
      aria-label={`Tjek ind: ${nameOf(r)}`}
      onClick={(click) => {
        click.preventDefault();
        actions.checkIn(r, !checked);
      }}
      className={buttonClass({
        variant: checked ? "primary" : "secondary",
        className:
          "whitespace-nowrap max-lg:min-h-12 max-lg:flex-1 max-lg:text-base lg:min-h-10 lg:gap-1.5 lg:rounded-md lg:px-3 lg:py-0 lg:text-sm",
      })}
    >
      {checked ? spriteIcon(ROW_ICON.checked, "size-5 lg:size-4") : null}
      Tjek ind
    </button>
  );
}

export function RegistrationRows({
  rows,
  teams,
  actions,
}: {
  rows: Registration[];
  /** The event has teams: their names are shown. */
  teams: boolean;
  actions: RowActions;
}) {
  const columns = teams ? COLUMNS.teams : COLUMNS.solo;
  return (
    <div className={`mt-4 lg:grid lg:gap-x-3 ${columns}`}>
      <IconSprite prefix={ICON_PREFIX} icons={ROW_ICONS} />
      <div
        aria-hidden="true"
        className="hidden border-b border-border py-2 text-sm font-medium text-muted lg:col-span-full lg:grid lg:grid-cols-subgrid"
      >
        <span>Navn</span>
        {teams ? <span>Hold</span> : null}
        <span>Status</span>
        <span>E-mail</span>
        <span>Tilmeldt</span>
        <span />
      </div>
      <ul className="divide-y divide-border/60 lg:col-span-full lg:grid lg:grid-cols-subgrid">
        {rows.map((r) => (
          <li
            key={r.id}
            className="py-4 text-sm lg:col-span-full lg:grid lg:grid-cols-subgrid lg:items-center lg:py-2"
          >
            <p className="text-base font-semibold break-words lg:text-sm lg:font-medium">
              {nameOf(r)}
            </p>
            {teams ? (
              <p className="break-words">
                <span className="lg:sr-only">Hold: </span>
                {r.team_name ?? ""}
              </p>
            ) : null}
            <p className="text-muted lg:text-text">
              {REGISTRATION_STATUS_LABELS[r.status]}
              {r.position === null ? "" : ` nr. ${r.position}`}
              {r.checked_in_at ? (
                <span className="block text-primary lg:text-xs">
                  Tjekket ind {formatShortDateTime(r.checked_in_at)}
                </span>
              ) : null}
            </p>
            <p className="break-all text-muted">{r.email ?? ""}</p>
            <p className="hidden whitespace-nowrap text-muted lg:block">
              <span className="sr-only">Tilmeldt </span>
              {formatShortDateTime(r.created_at)}
            </p>
            {r.status === "cancelled" ? (
              <span />
            ) : (
              <div
                className={`mt-3 flex items-center gap-2 lg:mt-0 lg:justify-end ${ROOM_FOR_TOP_BUTTON}`}
              >
                {checkInButton(r, actions)}
                {rowButtons(nameOf(r), r.id)(
                  "danger",
                  "Afmeld",
                  spriteIcon(ROW_ICON.cancel, "size-4"),
                  LEAVE_INTENT,
                  () => actions.onCancel(r),
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
