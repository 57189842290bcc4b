import GripVertical from "lucide-react/icons/grip-vertical";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from "react";
import type { ListEdit } from "#app/lib/forms/list-edits.ts";
import { controlId, keyOf, type Path } from "#app/lib/forms/values.ts";
import type { FormEditor } from "./use-form-editor.ts";

/**
 * Moving and adding list items: the edits go to the form's draft, focus follows the item to its
 * new place, and a live region says where it went. The handle moves an item by drag — pointer
 * events, so a finger drags as a mouse does — or by the arrow keys (Home and End: to the top or
 * bottom), as sortable lists do.
 */

/** While dragging: the item in hand dimmed, the place it would go outlined. */
const DRAG_STYLE =
  "rounded-xl data-[dragged]:opacity-50 data-[drop-target]:outline-2 data-[drop-target]:outline-offset-2 data-[drop-target]:outline-primary/70";

const focusSoon = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

/**
 * What owns the list: a form's editor, or any state that takes the same edits (the seeding of a
 * tournament, a list with no other fields).
 */
export type ListOwner = Pick<FormEditor, "edit"> & { description: { id: string } };

export function useMover(
  editor: ListOwner,
  path: Path,
  item: string,
  length: number,
  onEdit?: (edit: ListEdit) => void,
) {
  const listId = controlId(editor.description.id, path);
  const [message, setMessage] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const itemId = (index: number) => `${listId}-${index}`;

  function apply(edit: ListEdit) {
    editor.edit(path, edit);
    onEdit?.(edit);
    if (edit.kind === "move") {
      const to = Math.min(Math.max(edit.to, 0), length - 1);
      setMessage(`${item} ${edit.from + 1} er flyttet til plads ${to + 1} af ${length}.`);
      focusSoon(() => document.getElementById(`${itemId(to)}--handle`));
    } else if (edit.kind === "insert") {
      setMessage(`${item} ${edit.index + 1} er tilføjet.`);
      focusSoon(() =>
        document
          .getElementById(itemId(edit.index))
          ?.querySelector<HTMLElement>("input:not([type=hidden]):not([type=file]), textarea"),
      );
    } else {
      setMessage(`${item} ${edit.index + 1} er fjernet.`);
      const next = Math.min(edit.index, length - 2);
      focusSoon(() =>
        next >= 0
          ? document
              .getElementById(itemId(next))
              ?.querySelector<HTMLElement>("summary, input:not([type=hidden])")
          : document.getElementById(listId)?.querySelector<HTMLElement>("button"),
      );
    }
  }

  return {
    listKey: keyOf(path),
    itemId,
    apply,
    dragged,
    setDragged,
    listProps: { id: listId },
    /** An item's `<li>`: its id (focus and drops find it by id), its look while dragging. */
    itemProps: (index: number, layout: string) => ({
      id: itemId(index),
      className: `${layout} ${DRAG_STYLE}`,
      "data-drop-target": over === index && dragged !== null && dragged !== index ? "" : undefined,
      "data-dragged": dragged === index ? "" : undefined,
    }),
    /** The item under the pointer while dragging: the place the dragged item goes. */
    dragOver: (x: number, y: number) => {
      const item = document.elementFromPoint(x, y)?.closest(`#${CSS.escape(listId)} > li`);
      const index = item ? Number(item.id.slice(listId.length + 1)) : Number.NaN;
      if (Number.isInteger(index) && index !== over) setOver(index);
    },
    drop: () => {
      if (dragged !== null && over !== null && dragged !== over) {
        apply({ kind: "move", from: dragged, to: over });
      }
      setDragged(null);
      setOver(null);
    },
    announcement: (
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    ) as ReactNode,
    length,
  };
}

export type Mover = ReturnType<typeof useMover>;

const KEY_MOVES: Record<string, (index: number, length: number) => number> = {
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_, length) => length - 1,
};

export function MoveHandle({ mover, index, name }: { mover: Mover; index: number; name: string }) {
  const id = `${mover.itemId(index)}--handle`;
  function onKeyDown(event: KeyboardEvent) {
    const target = KEY_MOVES[event.key]?.(index, mover.length);
    if (target === undefined) return;
    event.preventDefault();
    if (target >= 0 && target < mover.length && target !== index) {
      mover.apply({ kind: "move", from: index, to: target });
    }
  }
  return (
    <button
      type="button"
      id={id}
      aria-label={`Flyt ${name.toLowerCase()}`}
      aria-describedby="list-move-help"
      aria-roledescription="flyttehåndtag"
      className="inline-flex min-h-11 min-w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-white/5 hover:text-text focus-visible:outline-2 focus-visible:outline-primary active:cursor-grabbing"
      onKeyDown={onKeyDown}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        mover.setDragged(index);
      }}
      onPointerMove={(event) => {
        if (mover.dragged === index) mover.dragOver(event.clientX, event.clientY);
      }}
      onPointerUp={() => mover.drop()}
      onPointerCancel={() => mover.setDragged(null)}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Said once per form, for every handle: how the keyboard moves an item. */
export function MoveHelp() {
  return (
    <p id="list-move-help" hidden>
      Brug pil op og pil ned for at flytte. Home flytter øverst, End nederst.
    </p>
  );
}
