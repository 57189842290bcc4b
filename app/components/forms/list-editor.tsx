import ChevronDown from "lucide-react/icons/chevron-down";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { type ReactNode, useState } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { controlClass } from "#app/components/ui/fields.tsx";
import type { Constraints } from "#app/lib/forms/constraints.ts";
import { type Field, type ListField, shownFields, type TextsField } from "#app/lib/forms/fields.ts";
import { editList, intentValue, type ListEdit } from "#app/lib/forms/list-edits.ts";
import { LENGTH } from "#app/lib/forms/submission.ts";
import { controlId, getAt, keyOf, type Path } from "#app/lib/forms/values.ts";
import { MoveHandle, type Mover, useMover } from "./move-handle.tsx";
import type { FormEditor } from "./use-form-editor.ts";

/**
 * Lists in a form. Each item is folded to its title (a phone sees the whole list at once) and
 * opens to its fields; it moves by drag, by the keyboard on its handle, or by its buttons
 * (`Flyt øverst`, `Flyt nederst`, one place up or down); a new item is added below the one you
 * are in. Every button is also a submit button with its edit as `intent`, so a browser without
 * JavaScript makes the same edit through the server.
 */

const small = buttonClass({ variant: "secondary", size: "sm" });

/** A twin field (a text's English) is drawn under its field with a rule beside it: a pair. */
export function Twin({ twin, children }: { twin: boolean; children: ReactNode }) {
  return twin ? <div className="border-l-2 border-primary/40 pl-3">{children}</div> : children;
}

/** A button that edits the list: in the browser at once, else posted to the server. */
function EditButton({
  mover,
  edit,
  label,
  context,
  danger = false,
  children,
}: {
  mover: Mover;
  edit: ListEdit;
  label: string;
  /** Said after the label to screen readers: which item. */
  context: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const intent =
    edit.kind === "insert"
      ? intentValue({ list: mover.listKey, edit: { kind: "insert", index: edit.index } })
      : intentValue({ list: mover.listKey, edit });
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className={danger ? buttonClass({ variant: "danger", size: "sm" }) : small}
      onClick={(event) => {
        event.preventDefault();
        mover.apply(edit);
      }}
    >
      {children}
      {label}
      <span className="sr-only">{label ? ` (${context})` : context}</span>
    </button>
  );
}

function ListError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** True when an error or a conflict sits inside item `index`: it opens so the admin sees it. */
function needsAttention(editor: FormEditor, itemKey: string) {
  const inside = (key: string) => key === itemKey || key.startsWith(`${itemKey}.`);
  return Object.keys(editor.errors).some(inside) || Object.keys(editor.conflicts).some(inside);
}

/** What every list shares: its legend, its length for the post, its error, its items, `Tilføj`. */
function ListFrame({
  mover,
  path,
  legend,
  legendClass,
  error,
  after,
  add,
  children,
}: {
  mover: Mover;
  path: Path;
  legend: string;
  legendClass: string;
  error: string | undefined;
  after: ReactNode;
  /** The item a `Tilføj` at the end adds, with the words on the button; none when full. */
  add: { item: unknown; label: string; context: string } | null;
  children: ReactNode;
}) {
  const listId = mover.listProps.id;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? `${listId}-error` : undefined}
    >
      <legend className={legendClass}>{legend}</legend>
      <input type="hidden" name={keyOf([...path, LENGTH])} value={mover.length} />
      <ListError id={listId} error={error} />
      {after}
      <ol className="flex flex-col gap-2" {...mover.listProps}>
        {children}
      </ol>
      {add ? (
        <div className="mt-1">
          <EditButton
            mover={mover}
            edit={{ kind: "insert", index: mover.length, item: add.item }}
            label={add.label}
            context={add.context}
          >
            <Plus aria-hidden="true" className="size-4" />
          </EditButton>
        </div>
      ) : null}
      {mover.announcement}
    </fieldset>
  );
}

/** A list of objects (FAQ entries, partners, departments): one folding card per item. */
export function ItemList({
  field,
  path,
  editor,
  limits,
  after,
  renderField,
}: {
  field: ListField;
  path: Path;
  editor: FormEditor;
  limits: Constraints;
  after: ReactNode;
  /** Draws an item's field (field-view.tsx's FieldView: the form is recursive). */
  renderField: (field: Field, itemPath: Path) => ReactNode;
}) {
  const items = (getAt(editor.draft, path) as unknown[] | undefined) ?? [];
  const [open, setOpen] = useState<boolean[]>(() => items.map(() => items.length === 1));
  // The fold of each item follows it when it moves; a new item opens.
  const mover = useMover(editor, path, field.item, items.length, (edit) =>
    setOpen((flags) =>
      editList(flags, edit.kind === "insert" ? { ...edit, item: true } : edit).map(
        (flag) => flag === true,
      ),
    ),
  );
  const listId = controlId(editor.description.id, path);
  const error = editor.errors[keyOf(path)];
  const canGrow = field.blank !== undefined && items.length < (limits.maxItems ?? Infinity);
  const canShrink = items.length > (limits.minItems ?? 0);
  const fixedOrder = items.length < 2;
  const blank = () => field.blank?.() ?? {};

  return (
    <ListFrame
      mover={mover}
      path={path}
      legend={field.label}
      // A form that is a list has its name as the heading above already.
      legendClass={path.length === 0 ? "sr-only" : "mb-1 font-display text-lg font-semibold"}
      error={error}
      after={after}
      add={
        canGrow
          ? { item: blank(), label: `Tilføj ${field.item.toLowerCase()}`, context: "nederst" }
          : null
      }
    >
      {items.map((item, index) => {
        const title = field.titleKey
          ? String((item as Record<string, unknown>)[field.titleKey] ?? "").trim()
          : "";
        const name = `${field.item} ${index + 1}`;
        const id = `${listId}-${index}`;
        const shown = open[index] === true || needsAttention(editor, keyOf([...path, index]));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are controlled and keyed by place; focus follows by id
          <li key={index} {...mover.itemProps(index, "flex items-start gap-2")}>
            {fixedOrder ? null : <MoveHandle mover={mover} index={index} name={name} />}
            <details
              open={shown}
              onToggle={(event) => {
                const next = event.currentTarget.open;
                if (next !== shown)
                  setOpen((flags) => flags.map((flag, i) => (i === index ? next : flag === true)));
              }}
              className="group min-w-0 flex-1 rounded-xl border border-border bg-bg/40 open:bg-bg/60"
            >
              <summary
                id={`${id}--heading`}
                className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-semibold hover:bg-white/5 [&::-webkit-details-marker]:hidden"
              >
                <span className="line-clamp-2 min-w-0 flex-1">
                  {name}
                  {title ? <span className="font-normal text-muted">: {title}</span> : null}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="flex flex-col gap-5 border-t border-border p-4 sm:p-5">
                {shownFields(field.fields).map(({ field: child, under }) => (
                  <Twin key={[...under, child.key].join(".")} twin={under.length > 0}>
                    {renderField(child, [...path, index, ...under])}
                  </Twin>
                ))}
                <div className="flex flex-wrap gap-2 border-t border-border pt-4">
                  {fixedOrder ? null : (
                    <>
                      <EditButton
                        mover={mover}
                        edit={{ kind: "move", from: index, to: 0 }}
                        label="Flyt øverst"
                        context={name}
                      />
                      <EditButton
                        mover={mover}
                        edit={{ kind: "move", from: index, to: items.length - 1 }}
                        label="Flyt nederst"
                        context={name}
                      />
                    </>
                  )}
                  {canGrow ? (
                    <EditButton
                      mover={mover}
                      edit={{ kind: "insert", index: index + 1, item: blank() }}
                      label={`Tilføj ${field.item.toLowerCase()} herunder`}
                      context={`efter ${name}`}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </EditButton>
                  ) : null}
                  {canShrink && field.blank ? (
                    <EditButton
                      mover={mover}
                      edit={{ kind: "remove", index }}
                      label="Fjern"
                      context={name}
                      danger
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </EditButton>
                  ) : null}
                </div>
              </div>
            </details>
          </li>
        );
      })}
    </ListFrame>
  );
}

/** A list of one-line texts (highlights, games): a line per text; Enter adds one below. */
export function TextList({
  field,
  path,
  editor,
  limits,
  after,
}: {
  field: TextsField;
  path: Path;
  editor: FormEditor;
  limits: Constraints;
  after: ReactNode;
}) {
  const items = (getAt(editor.draft, path) as string[] | undefined) ?? [];
  const mover = useMover(editor, path, field.item, items.length);
  const listId = controlId(editor.description.id, path);
  const error = editor.errors[keyOf(path)];
  const canGrow = items.length < (limits.maxItems ?? Infinity);
  const canShrink = items.length > (limits.minItems ?? 0);
  const itemLimit = limits;
  return (
    <ListFrame
      mover={mover}
      path={path}
      legend={field.label}
      legendClass="mb-1 text-sm font-medium"
      error={error}
      after={after}
      add={
        canGrow
          ? {
              item: "",
              label: `Tilføj ${field.item.toLowerCase()}`,
              context: field.label.toLowerCase(),
            }
          : null
      }
    >
      {items.map((item, index) => {
        const id = `${listId}-${index}`;
        const itemError = editor.errors[keyOf([...path, index])];
        const name = `${field.item} ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are controlled and keyed by place; focus follows by id
          <li key={index} {...mover.itemProps(index, "flex flex-col gap-1")}>
            <div className="flex items-center gap-2">
              {items.length > 1 ? <MoveHandle mover={mover} index={index} name={name} /> : null}
              <label htmlFor={`${id}--text`} className="sr-only">
                {name}
              </label>
              <input
                id={`${id}--text`}
                name={keyOf([...path, index])}
                className={controlClass}
                value={item}
                autoComplete="off"
                maxLength={itemLimit.maxLength}
                aria-invalid={itemError ? true : undefined}
                aria-describedby={itemError ? `${id}-error` : undefined}
                onChange={(event) => editor.setField([...path, index], event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter" || !canGrow) return;
                  event.preventDefault();
                  mover.apply({ kind: "insert", index: index + 1, item: "" });
                }}
              />
              {canShrink ? (
                <EditButton
                  mover={mover}
                  edit={{ kind: "remove", index }}
                  label=""
                  context={`Fjern ${name.toLowerCase()}`}
                  danger
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </EditButton>
              ) : null}
            </div>
            <ListError id={id} error={itemError} />
          </li>
        );
      })}
    </ListFrame>
  );
}
