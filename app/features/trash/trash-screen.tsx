import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { AskForm, type Asking, ConfirmNotice } from "#app/components/admin/confirm-notice.tsx";
import { FlashToast } from "#app/components/forms/flash-toast.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { TRASH_DAYS } from "#app/content/trash.ts";
import { errorToast, type FormOutcome } from "#app/lib/forms/outcome.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { purgeItem } from "./api.ts";
import { PURGE_INTENT, purgedToast, purgeQuestion } from "./row-actions.ts";
import type { TrashItem } from "./trash.server.ts";
import { TrashItemRow } from "./trash-item.tsx";

/**
 * `Papirkurv`: what staff deleted in the last days, newest first, each with `Gendan` and
 * `Slet for altid`. It works without JavaScript (plain forms, and the page's own question before
 * a purge); once React runs, `Slet for altid` asks in a dialog and goes through the API.
 */
export function TrashScreen({
  items,
  asking,
  outcome,
}: {
  items: TrashItem[];
  /** `?slet=event:ID` (the button before React runs): the question, asked on the page. */
  asking: Asking | null;
  /** A `Gendan` that found nothing: the page drawn again, saying so. */
  outcome: FormOutcome | undefined;
}) {
  const { revalidate } = useRevalidator();
  const [target, setTarget] = useState<TrashItem | null>(null);
  /** The item just purged: by the time the toast shows, the dialog has let go of its target. */
  const purged = useRef<TrashItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  async function purge(item: TrashItem): Promise<boolean> {
    const result = await purgeItem(item);
    purged.current = result.ok ? item : null;
    if (!result.ok) toast(errorToast(result.error));
    void revalidate();
    return result.ok;
  }

  return (
    <AdminFrame
      screen="trash"
      intro={`Slettede anmeldelser og begivenheder ligger her i ${TRASH_DAYS} dage og kan gendannes, som de var. Derefter slettes de for altid. Du kan også slette dem for altid med det samme.`}
    >
      <AskForm asks={[PURGE_INTENT]} />
      {asking ? <ConfirmNotice asking={asking} /> : null}
      <section
        aria-labelledby="trash-heading"
        // Says when `Slet for altid` asks in a dialog (React) rather than on the page.
        data-hydrated={hydrated ? "" : undefined}
        className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2
          id="trash-heading"
          ref={heading}
          tabIndex={-1}
          className="font-display text-h3 font-bold focus:outline-none"
        >
          Slettet ({items.length})
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted">
            Papirkurven er tom.
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {items.map((item) => (
              <TrashItemRow key={`${item.type}:${item.id}`} item={item} onPurge={setTarget} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={target !== null}
        {...(target === null ? CLOSED : purgeQuestion(target))}
        onConfirm={() => (target === null ? false : purge(target))}
        onClose={() => setTarget(null)}
        onDoneFocus={() => heading.current?.focus()}
        onDone={() => {
          if (purged.current) toast(purgedToast(purged.current.title));
        }}
      />
      <FlashToast toast={outcome?.status === "failed" ? outcome.toast : null} />
    </AdminFrame>
  );
}

/** The words of a closed dialog (never shown). */
const CLOSED = { title: "", description: "", confirmLabel: "Slet for altid" };
