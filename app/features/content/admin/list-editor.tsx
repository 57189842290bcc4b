import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.ts";
import { controlId, errorKey, getAt, type ListEdit, type Path } from "./draft.ts";
import type { Field } from "./section-fields.ts";
import type { SectionEditor } from "./use-section-editor.ts";

/**
 * Lists in a section's form: add, remove and move items with buttons, so the keyboard does all
 * of it. Focus follows the item (a moved item keeps the focus on its button in the new place).
 * Items are keyed by position: their fields are controlled, and focus is moved by id.
 */

type ListField = Extract<Field, { kind: "list" }>;
type TextsField = Extract<Field, { kind: "texts" }>;

/** Focus, once React has drawn the change: the element with `id`, or an item's first field. */
function focusSoon(id: string, fallback?: string) {
  requestAnimationFrame(() => {
    const found =
      document.getElementById(id) ?? (fallback ? document.getElementById(fallback) : null);
    const target =
      found?.tagName === "LI"
        ? (found.querySelector<HTMLElement>("input:not([type=file]), textarea") ??
          found.querySelector("button"))
        : found;
    target?.focus();
  });
}

function useListEdits(editor: SectionEditor, path: Path, length: number) {
  const listId = controlId(editor.name, path);
  const itemId = (index: number) => `${listId}-${index}`;
  return {
    listId,
    itemId,
    move(index: number, by: -1 | 1) {
      editor.edit(path, { kind: "move", index, by });
      const target = index + by;
      // At the top or bottom the button in that direction is gone: the other one takes focus.
      const direction = by < 0 ? "up" : "down";
      const other = by < 0 ? "down" : "up";
      const atEnd = by < 0 ? target === 0 : target === length - 1;
      focusSoon(`${itemId(target)}--${atEnd ? other : direction}`);
    },
    remove(index: number) {
      editor.edit(path, { kind: "remove", index });
      const next = index < length - 1 ? index : index - 1;
      focusSoon(next >= 0 ? itemId(next) : `${listId}--add`, `${listId}--add`);
    },
    add(item: unknown) {
      editor.edit(path, { kind: "add", item } satisfies ListEdit);
      focusSoon(itemId(length));
    },
  };
}

function ItemButtons({
  id,
  name,
  index,
  length,
  fixedLength,
  edits,
}: {
  id: string;
  name: string;
  index: number;
  length: number;
  fixedLength: boolean;
  edits: ReturnType<typeof useListEdits>;
}) {
  const small = buttonClass({ variant: "secondary", size: "sm", className: "min-w-10 px-2" });
  return (
    <div className="flex shrink-0 gap-1.5">
      {index > 0 ? (
        <button
          type="button"
          id={`${id}--up`}
          className={small}
          aria-label={`Flyt ${name} op`}
          onClick={() => edits.move(index, -1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <span aria-hidden="true" className="w-10" />
      )}
      {index < length - 1 ? (
        <button
          type="button"
          id={`${id}--down`}
          className={small}
          aria-label={`Flyt ${name} ned`}
          onClick={() => edits.move(index, 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      ) : (
        // Keeps the buttons of every item in the same columns.
        <span aria-hidden="true" className="w-10" />
      )}
      {fixedLength ? null : (
        <button
          type="button"
          className={buttonClass({ variant: "danger", size: "sm", className: "min-w-10 px-2" })}
          aria-label={`Fjern ${name}`}
          onClick={() => edits.remove(index)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** "Tilføj …" under a list; its id lets focus return here when the last item is removed. */
function AddButton({
  listId,
  item,
  small = false,
  onAdd,
}: {
  listId: string;
  item: string;
  small?: boolean;
  onAdd: () => void;
}) {
  return (
    <button
      type="button"
      id={`${listId}--add`}
      className={buttonClass(
        small
          ? { variant: "secondary", size: "sm", className: "self-start" }
          : { variant: "secondary", className: "self-start" },
      )}
      onClick={onAdd}
    >
      <Plus aria-hidden="true" className={small ? "size-4" : "size-5"} />
      Tilføj {item.toLowerCase()}
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

/** A list of objects (FAQ entries, partners, departments): one card per item. */
export function ItemList({
  field,
  path,
  editor,
  renderField,
}: {
  field: ListField;
  path: Path;
  editor: SectionEditor;
  /** Draws an item's field (section-form.tsx's FieldView: the form is recursive). */
  renderField: (field: Field, itemPath: Path) => ReactNode;
}) {
  const items = (getAt(editor.draft, path) as unknown[] | undefined) ?? [];
  const edits = useListEdits(editor, path, items.length);
  const error = editor.errors[errorKey(path)];
  return (
    <fieldset
      className="flex flex-col gap-4"
      aria-describedby={error ? `${edits.listId}-error` : undefined}
    >
      {/* A section that is a list has its name as the heading above already. */}
      <legend className={path.length === 0 ? "sr-only" : "mb-1 font-display text-lg font-semibold"}>
        {field.label}
      </legend>
      <ListError id={edits.listId} error={error} />
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => {
          const title = field.titleKey
            ? String((item as Record<string, unknown>)[field.titleKey] ?? "")
            : "";
          const name = `${field.item.toLowerCase()} ${index + 1}`;
          const id = edits.itemId(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are controlled and keyed by place (see above)
            <li key={index} id={id}>
              <section
                aria-labelledby={`${id}--heading`}
                className="rounded-xl border border-border bg-bg/40 p-4 sm:p-5"
              >
                <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <h3 id={`${id}--heading`} className="line-clamp-2 min-w-0 font-semibold sm:pt-2">
                    {field.item} {index + 1}
                    {title.trim() ? (
                      <span className="font-normal text-muted">: {title}</span>
                    ) : null}
                  </h3>
                  <ItemButtons
                    id={id}
                    name={name}
                    index={index}
                    length={items.length}
                    fixedLength={field.fixed === true}
                    edits={edits}
                  />
                </div>
                <div className="flex flex-col gap-5">
                  {field.fields.map((child) => renderField(child, [...path, index]))}
                </div>
              </section>
            </li>
          );
        })}
      </ol>
      {field.fixed || !field.blank ? null : (
        <AddButton
          listId={edits.listId}
          item={field.item}
          onAdd={() => field.blank && edits.add(field.blank())}
        />
      )}
    </fieldset>
  );
}

/** A list of one-line texts (highlights, games): one input per line. */
export function TextList({
  field,
  path,
  editor,
}: {
  field: TextsField;
  path: Path;
  editor: SectionEditor;
}) {
  const items = (getAt(editor.draft, path) as string[] | undefined) ?? [];
  const edits = useListEdits(editor, path, items.length);
  const error = editor.errors[errorKey(path)];
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${edits.listId}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{field.label}</legend>
      <ListError id={edits.listId} error={error} />
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => {
          const id = edits.itemId(index);
          const itemError = editor.errors[errorKey([...path, index])];
          const name = `${field.item.toLowerCase()} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are controlled and keyed by place (see above)
            <li key={index} id={id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}--text`} className="sr-only">
                  {field.item} {index + 1}
                </label>
                <input
                  id={`${id}--text`}
                  className="block min-h-11 w-full min-w-0 rounded-lg border border-border bg-bg px-3 py-2 text-text transition-colors hover:border-muted/50 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-danger"
                  value={item}
                  autoComplete="off"
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${id}-error` : undefined}
                  onChange={(event) => editor.setField([...path, index], event.target.value)}
                />
                <ItemButtons
                  id={id}
                  name={name}
                  index={index}
                  length={items.length}
                  fixedLength={field.fixed === true}
                  edits={edits}
                />
              </div>
              <ListError id={id} error={itemError} />
            </li>
          );
        })}
      </ol>
      {field.fixed ? null : (
        <AddButton listId={edits.listId} item={field.item} small onAdd={() => edits.add("")} />
      )}
    </fieldset>
  );
}
