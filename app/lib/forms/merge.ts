import type { Field } from "./fields.ts";
import { keyOf, type Path, sameValue } from "./values.ts";

/**
 * A three-way merge of drafts, field by field: what the admin started from (`base`), what they
 * typed (`mine`) and what another admin saved meanwhile (`theirs`). A field only one of them
 * changed takes that change; a field both changed differently keeps mine and is a conflict,
 * shown beside the field with both values. Lists merge item by item while no one added,
 * removed or moved items; otherwise the whole list is one conflict.
 */

export type Conflict = { mine: unknown; theirs: unknown };
export type Merged = { value: unknown; conflicts: Record<string, Conflict> };

type Json = Record<string, unknown>;

/** The fields that own a key at this level (a group without a key lends its fields). */
function keyed(fields: Field[]): Field[] {
  return fields.flatMap((field) =>
    field.key === undefined && field.kind === "group" ? keyed(field.fields) : [field],
  );
}

function sameLength(lists: unknown[]): lists is unknown[][] {
  return (
    lists.every(Array.isArray) &&
    lists.every((list) => (list as unknown[]).length === (lists[0] as unknown[]).length)
  );
}

function mergeAt(
  field: Field,
  path: Path,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  conflicts: Record<string, Conflict>,
): unknown {
  if (sameValue(mine, base) || sameValue(mine, theirs)) return theirs;
  if (sameValue(theirs, base)) return mine;
  switch (field.kind) {
    case "group": {
      const result: Json = { ...(theirs as Json) };
      for (const child of keyed(field.fields)) {
        const key = child.key as string;
        const at = (value: unknown) => (value as Json | null)?.[key];
        result[key] = mergeAt(child, [...path, key], at(base), at(mine), at(theirs), conflicts);
      }
      return result;
    }
    case "list":
    case "texts":
      if (sameLength([base, mine, theirs])) {
        const item: Field =
          field.kind === "list"
            ? { kind: "group", label: field.item, fields: field.fields }
            : { kind: "text", label: field.item };
        return (mine as unknown[]).map((entry, index) =>
          mergeAt(
            item,
            [...path, index],
            (base as unknown[])[index],
            entry,
            (theirs as unknown[])[index],
            conflicts,
          ),
        );
      }
      break;
  }
  conflicts[keyOf(path)] = { mine, theirs };
  return mine;
}

export function mergeDrafts(field: Field, base: unknown, mine: unknown, theirs: unknown): Merged {
  const conflicts: Record<string, Conflict> = {};
  const value = mergeAt(field, [], base, mine, theirs, conflicts);
  return { value, conflicts };
}
