import Check from "lucide-react/icons/check";
import UserX from "lucide-react/icons/user-x";
import { ColumnHeads, STICKY_FIRST } from "#app/components/admin/column-heads.tsx";
import { rowButtons } from "#app/components/admin/record-row.tsx";
import { ROOM_FOR_TOP_BUTTON } from "#app/components/layout/scroll-to-top.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { IconSprite, spriteIcon, spriteIds } from "#app/components/ui/icon-sprite.tsx";
import type { Registration } from "#app/features/events/event.ts";
import { REGISTRATION_STATUS_LABELS } from "#app/features/events/limits.ts";
import { LEAVE_INTENT } from "#app/features/events/row-actions.ts";
import { formatShortDateTime } from "#app/lib/format.ts";

/**
 * One page of an event's registrations, drawn twice from the same rows: at the door on a phone
 * (below `lg`) a list — name, team, status, one big `Tjek ind` — that never scrolls sideways;
 * on a wide screen a table with every column. CSS shows one; the other is `display: none`, out of
 * sight and out of reach of assistive technology. Plain functions, not components, as the rows'
 * parts are (`record-row.tsx`): fifty rows hydrate no component per part.
 */

/** The rows' icons, drawn once above them; each row refers to them. */
const ROW_ICONS = { checked: Check, cancel: UserX };
const ICON_PREFIX = "registration-icon";
const ROW_ICON = spriteIds(ICON_PREFIX, ROW_ICONS);

export type RowActions = {
  /** The form every `Tjek ind` belongs to (posted by the browser until React runs). */
  checkInForm: string;
  checkIn: (registration: Registration, checkedIn: boolean) => void;
  onCancel: (registration: Registration) => void;
};

const nameOf = (r: Registration) => r.name ?? "Anonymiseret";

const statusText = (r: Registration) =>
  `${REGISTRATION_STATUS_LABELS[r.status]}${r.position === null ? "" : ` nr. ${r.position}`}`;

function checkedInText(r: Registration) {
  return r.checked_in_at ? `Tjekket ind ${formatShortDateTime(r.checked_in_at)}` : null;
}

/**
 * `Tjek ind` for one guest: a toggle (`aria-pressed`) whose name and value say the state wanted
 * and the registration, for the browser's own post.
 */
function checkInButton(r: Registration, actions: RowActions, big: boolean) {
  const checked = r.checked_in_at !== null;
  const variant = checked ? "primary" : "secondary";
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
      className={
        big
          ? buttonClass({ variant, className: "min-h-12 flex-1 whitespace-nowrap" })
          : buttonClass({ variant, size: "sm", className: "whitespace-nowrap" })
      }
    >
      {checked ? spriteIcon(ROW_ICON.checked, big ? "size-5" : "size-4") : null}
      Tjek ind
    </button>
  );
}

function leaveButton(r: Registration, actions: RowActions) {
  return rowButtons(nameOf(r), r.id)(
    "danger",
    "Afmeld",
    spriteIcon(ROW_ICON.cancel, "size-4"),
    LEAVE_INTENT,
    () => actions.onCancel(r),
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
  return (
    <>
      <IconSprite prefix={ICON_PREFIX} icons={ROW_ICONS} />
      <ul className="mt-2 divide-y divide-border/60 lg:hidden">
        {rows.map((r) => (
          <li key={r.id} className="py-4">
            <p className="font-semibold break-words">{nameOf(r)}</p>
            {teams && r.team_name ? (
              <p className="text-sm break-words">Hold: {r.team_name}</p>
            ) : null}
            <p className="text-sm text-muted">
              {statusText(r)}
              {r.checked_in_at ? <span className="text-primary"> · {checkedInText(r)}</span> : null}
            </p>
            {r.email ? <p className="text-sm break-all text-muted">{r.email}</p> : null}
            {r.status === "cancelled" ? null : (
              <div className={`mt-3 flex items-center gap-2 ${ROOM_FOR_TOP_BUTTON}`}>
                {checkInButton(r, actions, true)}
                {leaveButton(r, actions)}
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="relative mt-4 hidden overflow-x-auto lg:block">
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
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-border/60 align-middle">
                <td className={`py-2 pr-3 font-medium break-words ${STICKY_FIRST}`}>{nameOf(r)}</td>
                <td className="py-2 pr-3 break-all text-muted">{r.email ?? ""}</td>
                {teams ? <td className="py-2 pr-3">{r.team_name ?? ""}</td> : null}
                <td className="py-2 pr-3 whitespace-nowrap">
                  {statusText(r)}
                  {r.checked_in_at ? (
                    <span className="block text-xs text-primary">{checkedInText(r)}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap text-muted">
                  {formatShortDateTime(r.created_at)}
                </td>
                <td className={`py-2 ${ROOM_FOR_TOP_BUTTON}`}>
                  {r.status === "cancelled" ? null : (
                    <div className="flex justify-end gap-2">
                      {checkInButton(r, actions, false)}
                      {leaveButton(r, actions)}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
