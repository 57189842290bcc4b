import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash-2";
import { rowButtons } from "#app/components/admin/record-row.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { TRASH_DAYS } from "#app/content/trash.ts";
import { formatDate, formatDateTime } from "#app/lib/format.ts";
import { itemKey, PURGE_INTENT } from "./row-actions.ts";
import type { TrashItem } from "./trash.server.ts";

const KINDS: Record<TrashItem["type"], string> = {
  testimonial: "Anmeldelse",
  event: "Begivenhed",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One item in the trash: what it is, when and by whom it was deleted and when it goes for good;
 * `Gendan` (a plain form post) and `Slet for altid`, which asks first (`onPurge` once React runs,
 * the page's question before that).
 */
export function TrashItemRow({
  item,
  onPurge,
}: {
  item: TrashItem;
  onPurge: (item: TrashItem) => void;
}) {
  const button = rowButtons(item.title, itemKey(item));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-bg/60 p-4">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">
          {KINDS[item.type]}
        </p>
        <h3 className="font-display text-lg font-semibold break-words">{item.title}</h3>
        <p className="mt-1 text-sm text-muted">
          Slettet <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
          {item.deleted_by ? ` af ${item.deleted_by}` : ""} · slettes for altid{" "}
          {formatDate(new Date(Date.parse(item.deleted_at) + TRASH_DAYS * DAY_MS))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <form method="post" action={ADMIN_SCREENS.trash.path}>
          <input type="hidden" name="type" value={item.type} />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            aria-label={`Gendan ${item.title}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Gendan
          </button>
        </form>
        {button(
          "danger",
          "Slet for altid",
          <Trash2 aria-hidden="true" className="size-4" />,
          PURGE_INTENT,
          () => onPurge(item),
        )}
      </div>
    </li>
  );
}
