import { useState } from "react";

/**
 * The record an admin screen's form edits (null: a new one). Each `open` draws a new form, with
 * a new draft, also for the same record again (a save or `Annuller` ends the form): `key` is the
 * form's key, and only the page's first form is the one the action's answer (`first`) belongs to.
 * `dirty` while the form holds typing not saved yet (`setDirty` is its `onDirty`).
 */
export function useRecordForm<Row extends { id: string }>(onArrival: Row | null) {
  const [editing, setEditing] = useState<Row | null>(onArrival);
  const [round, setRound] = useState(0);
  const [dirty, setDirty] = useState(false);
  return {
    editing,
    dirty,
    setDirty,
    key: `${editing?.id ?? "new"}-${round}`,
    first: round === 0,
    open(row: Row | null) {
      setEditing(row);
      setRound((n) => n + 1);
    },
  };
}
