import type { ComponentType, ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { ASK_FORM } from "./confirm-notice.tsx";

/**
 * The parts of a row in an admin list (the testimonials, the events), drawn by plain functions
 * rather than components, as `spriteIcon` is: a list of fifty rows hydrates no component per
 * part (docs/performance.md, the first `Rediger`).
 */

/**
 * The list's rows in order, each an `Item` told whether it is the row in the form, and given
 * the list's `handlers` (what its buttons do).
 */
export function recordList<Row extends { id: string }, Handlers extends object>(
  className: string,
  rows: Row[],
  editingId: string | null,
  Item: ComponentType<{ row: Row; editing: boolean } & Handlers>,
  handlers: Handlers,
) {
  return (
    <ul className={className}>
      {rows.map((row) => (
        <Item key={row.id} row={row} editing={row.id === editingId} {...handlers} />
      ))}
    </ul>
  );
}

/**
 * A row: highlighted while it is in the form (`Redigeres`), its title with `details` under it
 * and its `badges` beside it, then `children` (its text and its buttons).
 */
export function recordRow({
  editing,
  className,
  title,
  details,
  badges,
  children,
}: {
  editing: boolean;
  /** Classes for this list's rows beside the common ones. */
  className?: string;
  title: string;
  details: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}) {
  const highlight = editing
    ? "border-primary shadow-[0_0_0_1px_var(--color-primary)]"
    : "border-border";
  return (
    <li
      className={`rounded-xl border bg-bg/60 p-4 ${className ? `${className} ` : ""}${highlight}`}
      aria-current={editing ? "true" : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words">{title}</h3>
          {details}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {editing ? badge("border-primary/50 text-primary", "Redigeres") : null}
          {badges}
        </div>
      </div>
      {children}
    </li>
  );
}

/** A small label beside a row's title; `className` gives its colours. */
export function badge(className: string, text: string) {
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {text}
    </span>
  );
}

/**
 * A row's `Rediger` (labelled `Rediger ${subject}`): before React runs (or without it), the
 * button asks the server for the page with the row in the form (`?rediger=ID`); once React
 * runs, `onEdit` opens it in place.
 */
export function editButton({
  page,
  id,
  subject,
  icon,
  onEdit,
}: {
  page: string;
  id: string;
  subject: string;
  icon: ReactNode;
  onEdit: () => void;
}) {
  return (
    <form method="get" action={page} className="contents">
      <button
        type="submit"
        name="rediger"
        value={id}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        onClick={(click) => {
          click.preventDefault();
          onEdit();
        }}
        data-edit-id={id}
        aria-label={`Rediger ${subject}`}
      >
        {icon}
        Rediger
      </button>
    </form>
  );
}

/**
 * The row's buttons that ask first, each labelled `${text} ${subject}` (`Slet anmeldelse fra
 * Mette`): once React runs the page, `onClick` opens the question in a dialog; before that (or
 * without JavaScript) the button submits the page's `AskForm`, and the page asks in a notice
 * (`?slet=ID`: `ask` is the button's name, `id` its value).
 */
export function rowButtons(subject: string, id: string) {
  return (
    variant: "primary" | "secondary" | "danger",
    text: string,
    icon: ReactNode,
    ask: string,
    onClick: () => void,
  ) => (
    <button
      type="submit"
      form={ASK_FORM}
      name={ask}
      value={id}
      className={buttonClass({ variant, size: "sm" })}
      onClick={(click) => {
        click.preventDefault();
        onClick();
      }}
      aria-label={`${text} ${subject}`}
    >
      {icon}
      {text}
    </button>
  );
}
