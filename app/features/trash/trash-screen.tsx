import RotateCcw from "lucide-react/icons/rotate-ccw";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { FlashToast } from "#app/components/forms/flash-toast.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { TRASH_DAYS } from "#app/content/trash.ts";
import { formatDate, formatDateTime } from "#app/lib/format.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import type { TrashItem } from "./trash.server.ts";

const KINDS: Record<TrashItem["type"], string> = {
  testimonial: "Anmeldelse",
  event: "Begivenhed",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `Papirkurv`: what staff deleted in the last 30 days, newest first, each with `Gendan`. Plain
 * forms: it works without JavaScript, and the redirect's toast says how it went.
 */
export function TrashScreen({
  items,
  outcome,
}: {
  items: TrashItem[];
  /** A `Gendan` that found nothing: the page drawn again, saying so. */
  outcome: FormOutcome | undefined;
}) {
  return (
    <AdminFrame
      screen="trash"
      intro={`Slettede anmeldelser og begivenheder ligger her i ${TRASH_DAYS} dage og kan gendannes, som de var. Derefter slettes de for altid.`}
    >
      <section
        aria-labelledby="trash-heading"
        className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="trash-heading" className="font-display text-h3 font-bold">
          Slettet ({items.length})
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">
            Papirkurven er tom.
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={`${item.type}:${item.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-bg/60 p-4"
              >
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wider text-muted uppercase">
                    {KINDS[item.type]}
                  </p>
                  <h3 className="font-display text-lg font-semibold break-words">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted">
                    Slettet{" "}
                    <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>
                    {item.deleted_by ? ` af ${item.deleted_by}` : ""} · slettes for altid{" "}
                    {formatDate(new Date(Date.parse(item.deleted_at) + TRASH_DAYS * DAY_MS))}
                  </p>
                </div>
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
              </li>
            ))}
          </ul>
        )}
      </section>
      <FlashToast toast={outcome?.status === "failed" ? outcome.toast : null} />
    </AdminFrame>
  );
}
