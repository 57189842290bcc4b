import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { NoticeBox } from "#app/components/ui/notice-box.tsx";

/**
 * What a row's button asks before it acts (`Slet`, `Afvis`, `Aflys`, …), said once for both of
 * its ways: the dialog once React runs the page, the notice on the page itself before that.
 */
export type Question = {
  title: string;
  description: string;
  detail?: string | undefined;
  confirmLabel: string;
  cancelLabel?: string;
};

/** The hidden form the asking buttons submit until React runs; the notice's anchor. */
export const ASK_FORM = "ask-first";
const ANCHOR = "bekraeft";

/**
 * The form a row's asking button belongs to until React runs (or without JavaScript): the same
 * page again with `?slet=ID` (the button's name and value), where the notice asks. The view's own
 * parameters (a filter, the page of registrations) go along; `asks` are the buttons' names.
 */
export function AskForm({ asks }: { asks: readonly string[] }) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(
    ([name]) => !asks.includes(name) && name !== "rediger",
  );
  return (
    <form id={ASK_FORM} method="get" action={`${location.pathname}#${ANCHOR}`} hidden>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/** A row's question asked on the page itself: the answer's intent, the row, the words. */
export type Asking<Intent extends string = string> = {
  intent: Intent;
  id: string;
  question: Question;
};

/**
 * The question on the page itself (`?slet=ID`): the browser's own post of `intent` and `id` to
 * this address, which does it and goes back to the view without the question; `Annuller` goes
 * back at once (to `anchor` on it). `children` are the controls the answer needs (a reason, a
 * message).
 */
export function ConfirmNotice({
  asking: { intent, id, question },
  param = intent,
  anchor = "",
  children,
}: {
  asking: Asking;
  /** The question's address, when it is not named as its intent. */
  param?: string;
  anchor?: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete(param);
  return (
    <section id={ANCHOR} aria-label={question.title} className="mt-8 scroll-mt-24">
      <NoticeBox tone="danger" title={question.title}>
        <p className="text-text">{question.description}</p>
        {question.detail ? <p>{question.detail}</p> : null}
        {/* The browser's checks stay off: a refusal is the server's, in Danish (`PlainForm`). */}
        <form
          method="post"
          action={`${location.pathname}${location.search}`}
          noValidate
          className="flex w-full flex-col items-start gap-3"
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          {children}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass({ variant: "danger" })}>
              {question.confirmLabel}
            </button>
            <Link
              to={`${location.pathname}${back.size ? `?${back}` : ""}${anchor}`}
              className={buttonClass({ variant: "secondary" })}
            >
              {question.cancelLabel ?? "Annuller"}
            </Link>
          </div>
        </form>
      </NoticeBox>
    </section>
  );
}

/** A row in the trash, said the same after the dialog and after the notice's post. */
export const deletedToast = (description: string | undefined) => ({
  title: "Slettet!",
  description,
});
