import LoaderCircle from "lucide-react/icons/loader-circle";
import Save from "lucide-react/icons/save";
import { type ReactNode, useEffect } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";
import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { MoveHelp } from "./move-handle.tsx";
import type { FormEditor } from "./use-form-editor.ts";

/**
 * The `<form>` of an editor: posted to its route's action as it is (also without JavaScript),
 * with the version the typing builds on; in the browser the editor sends it instead and answers
 * in place. After a refusal, focus goes to the first field named or the first conflict.
 */
export function EditorForm({
  editor,
  action,
  className,
  hidden,
  children,
}: {
  editor: FormEditor;
  action?: string;
  className?: string;
  /** More of what the action needs to know (the testimonial's id). */
  hidden?: Record<string, string>;
  children: ReactNode;
}) {
  const { formRef, refusals } = editor;
  const hydrated = useHydrated();
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const first =
      form?.querySelector<HTMLElement>("[aria-invalid=true]") ??
      form?.querySelector<HTMLElement>("[data-conflict] button");
    if (first?.closest("details")) first.closest("details")?.setAttribute("open", "");
    // In the middle of the screen: the toast that says why (at the bottom) never covers it.
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: "center" });
  }, [refusals, formRef]);

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={editor.save}
      aria-busy={editor.saving}
      className={className}
      data-hydrated={hydrated ? "" : undefined}
    >
      <input type="hidden" name="version" value={editor.base.version} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <MoveHelp />
      <div aria-live="polite" className="empty:hidden">
        {editor.failure?.code === 401 ? <SignedOutNotice /> : null}
      </div>
      {children}
    </form>
  );
}

/** The save button: `Gem` with its state; `label` for forms that say more (`Opdater`). */
export function SaveButton({
  editor,
  label,
  icon,
  className,
}: {
  editor: FormEditor;
  label: string;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value="save"
      className={buttonClass({ className: `whitespace-nowrap ${className ?? ""}` })}
      aria-disabled={editor.saving}
    >
      {editor.saving ? (
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      ) : (
        (icon ?? <Save aria-hidden="true" className="size-5" />)
      )}
      {label}
    </button>
  );
}

/**
 * The bar under a long form, kept in view while scrolling: the buttons, each with its word, and
 * the state in words (saving, not saved yet, all saved), whole at every width. Beside the buttons where there is room, else on a
 * line of its own (on a phone above them: the scroll-to-top button sits at the end of the
 * buttons' line, which leaves it room).
 */
export function SaveBar({ editor, children }: { editor: FormEditor; children?: ReactNode }) {
  const state = editor.saving
    ? "Gemmer…"
    : editor.dirty
      ? "Ikke gemt endnu, men husket i browseren."
      : "Alt er gemt.";
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border bg-surface/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:pr-18 sm:pl-6 xl:pr-6"
    >
      {/* On a phone the words alone, smaller: the three fit beside the scroll-to-top button. */}
      <div className="flex flex-wrap gap-2 *:max-sm:px-3 *:max-sm:text-sm max-sm:pr-9 sm:gap-3 [&_svg]:max-sm:hidden">
        <SaveButton editor={editor} label="Gem" />
        {children}
      </div>
      <p
        className="flex min-w-[min(100%,16rem)] flex-1 items-center gap-1.5 text-sm text-muted max-sm:order-first"
        aria-live="polite"
      >
        {editor.dirty ? (
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-vip" />
        ) : null}
        {state}
      </p>
    </div>
  );
}

/** After a post that met an expired session: the text stays, and the way back in. */
function SignedOutNotice() {
  const here =
    typeof window === "undefined" ? ADMIN_PATH : window.location.pathname + window.location.search;
  return (
    <NoticeBox tone="danger" title="Du er ikke logget ind længere, så ændringen er ikke gemt.">
      <p>Din tekst bliver stående her. Log ind igen, og gem derefter.</p>
      <a
        className={buttonClass({ variant: "secondary" })}
        href={`/auth?redirectTo=${encodeURIComponent(here)}`}
      >
        Log ind igen
      </a>
    </NoticeBox>
  );
}

/** A form or section with changes not saved yet: a dot and the words. */
export function UnsavedMark({ className }: { className: string }) {
  return (
    <span className={`flex items-center gap-1.5 text-xs whitespace-nowrap text-vip ${className}`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-vip" />
      ikke gemt
    </span>
  );
}
