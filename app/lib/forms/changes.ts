import { formatEventTime, formatKroner } from "#app/lib/format.ts";
import type { Field, ListField, TextsField } from "./fields.ts";
import { fromDraft } from "./values.ts";

/**
 * What happened between two saved values of a form, in the form's own words: a field changed
 * from one value to another, an item added, removed or moved. One description of a change for
 * everything that tells it: the content history (its line and its details), the audit entries of
 * content, testimonials and events, and (`valueText`) the note beside a field two people changed.
 *
 * Items of a list are followed, not compared place by place: an item is known again by its fixed
 * id (a department's), by being unchanged, by its title, or by sharing a field's text with its old
 * self; what moves is what left the order the rest kept.
 */

type ChangeKind = "changed" | "added" | "removed" | "moved";

export type Change = {
  kind: ChangeKind;
  /** The place in the newer value (in the older one for a removed item): `3.answer`. */
  key: string;
  /** The place as the form names it: `Standard › Pris i kr. pr. time`, `Spørgsmål 4`. */
  label: string;
  /** The old and the new text (a move: the places); null where there was or is none. */
  before: string | null;
  after: string | null;
  /** The change in one Danish line: `Ændrede Standard › Pris i kr. pr. time fra 12 kr. til 13 kr.` */
  text: string;
};

type Json = Record<string, unknown>;
type At = { key: string; label: string };

/**
 * `quoteText: false`: a written text's change is named without the text (`Ændrede Kommentar`),
 * for words that are not staff's own (a guest's review: the log outlives it).
 */
export type DescribeOptions = { quoteText?: boolean };

/** One walk through two versions: the changes found so far, and how they are said. */
type Walk = { into: Change[]; options: DescribeOptions };

/** A quoted text in a line stays short: the details show it whole. */
const QUOTED_LENGTH = 40;
/** How many changes a summary names before `og N mere`. */
const NAMED = 2;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function shortened(text: string, length = QUOTED_LENGTH): string {
  const line = oneLine(text);
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

const quoted = (text: string) => `„${shortened(text)}“`;

/** A value's JSON, made once per object: a history compares every version with the one before. */
const serialized = new WeakMap<object, string>();
function jsonOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "";
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialized.set(value, json);
  }
  return json;
}
const inside = (at: string, step: string | number) => (at ? `${at}.${step}` : String(step));
/** A field's name under its parent's; a step without a name (an `en` of twins) adds none. */
const under = (at: string, name: string) => (at && name ? `${at} › ${name}` : at || name);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A stored value of a field that holds one value, as one line of text ("" for none). */
function leafText(field: Field, value: unknown): string {
  if (value === undefined || value === null) return field.kind === "switch" ? "Fra" : "";
  switch (field.kind) {
    case "price":
      return typeof value === "number" ? formatKroner(value) : String(value);
    case "switch":
      return value === true ? "Til" : "Fra";
    case "datetime": {
      const at = typeof value === "string" ? new Date(value) : null;
      return at && !Number.isNaN(at.getTime())
        ? formatEventTime(at.toISOString(), { withYear: true })
        : String(value);
    }
    case "choice":
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case "image": {
      // The id tells two uploads of the same size apart.
      const image = value as { id: string; width: number; height: number };
      return `Billede ${image.width} × ${image.height} px (${image.id.slice(0, 6)})`;
    }
    default:
      return String(value);
  }
}

/** The text that names an item: its title, or its number (`Spørgsmål 3`). */
function titleOf(field: ListField | TextsField, item: unknown): string {
  const title =
    field.kind === "texts" ? item : field.titleKey ? (item as Json | null)?.[field.titleKey] : null;
  return typeof title === "string" ? oneLine(title) : "";
}

/** An item as a path names it: `Standard`, or `Spørgsmål 3` while it has no title. */
function itemName(field: ListField | TextsField, item: unknown, index: number): string {
  const title = field.kind === "list" ? titleOf(field, item) : "";
  return title ? shortened(title) : `${field.item} ${index + 1}`;
}

/** An item as a line names it: `spørgsmål „Hvornår har I åbent?“`, or `spørgsmål 3`. */
function itemPhrase(field: ListField | TextsField, item: unknown, index: number): string {
  const title = titleOf(field, item);
  const kind = lowerFirst(field.item);
  return title ? `${kind} ${quoted(title)}` : `${kind} ${index + 1}`;
}

/** The fields of a list's item, as one group. */
const itemGroup = (field: ListField): Field => ({ kind: "group", label: "", fields: field.fields });

/** An item added or removed, whole in one line. */
const itemText = (field: ListField | TextsField, item: unknown) =>
  field.kind === "texts" ? String(item) : valueText(itemGroup(field), item);

/** A value as one line of text, as a conflict's note and the details of a change show it. */
export function valueText(field: Field, value: unknown): string {
  switch (field.kind) {
    case "group":
      return field.fields
        .map((child) =>
          valueText(child, child.key === undefined ? value : (value as Json)?.[child.key]),
        )
        .filter(Boolean)
        .join(" · ");
    case "list":
    case "texts": {
      const items = Array.isArray(value) ? value : [];
      return items
        .map((item, index) =>
          field.kind === "texts" ? oneLine(String(item)) : itemName(field, item, index),
        )
        .join(" · ");
    }
    case "hidden":
      return "";
    default:
      return leafText(field, value);
  }
}

/**
 * What a form holds, as one line (a conflict's note): the form keeps a number as the text in its
 * field (`12,50`) and a moment as its wall-clock time, so the draft is read back to its value
 * first, and says `13 kr.` and `lørdag 14. december 2026 kl. 18.00` as the history does.
 */
export function draftText(field: Field, draft: unknown): string {
  return valueText(field, fromDraft(field, draft));
}

/** Whether a field's text is written by staff (and so quoted in a line). */
const isWritten = (field: Field) => field.kind === "text";

function leafChange(
  field: Field,
  before: unknown,
  after: unknown,
  at: At,
  options: DescribeOptions,
): Change | null {
  const old = leafText(field, before);
  const now = leafText(field, after);
  if (old === now) return null;
  const said = (text: string) => (text === "" ? "(tom)" : isWritten(field) ? quoted(text) : text);
  const text =
    field.kind === "switch"
      ? `Slog ${at.label} ${now.toLowerCase()}`
      : isWritten(field) && options.quoteText === false
        ? `Ændrede ${at.label}`
        : `Ændrede ${at.label} fra ${said(old)} til ${said(now)}`;
  return { kind: "changed", key: at.key, label: at.label, before: old, after: now, text };
}

/** Which old item each new one is (-1: a new item), found as the module's comment says. */
function matchItems(field: ListField | TextsField, before: unknown[], after: unknown[]): number[] {
  const match = after.map(() => -1);
  const taken = new Set<number>();
  const pair = (
    same: (old: unknown, now: unknown, oldIndex: number, newIndex: number) => boolean,
  ) => {
    after.forEach((now, newIndex) => {
      if (match[newIndex] !== -1) return;
      const oldIndex = before.findIndex(
        (old, index) => !taken.has(index) && same(old, now, index, newIndex),
      );
      if (oldIndex === -1) return;
      match[newIndex] = oldIndex;
      taken.add(oldIndex);
    });
  };
  const fields = field.kind === "list" ? field.fields : [];
  const fixed = fields.find((child) => child.kind === "hidden")?.key;
  const at = (item: unknown, key: string) => (item as Json | null)?.[key];
  const filled = (value: unknown) => value !== null && value !== undefined && value !== "";
  if (fixed) pair((old, now) => filled(at(now, fixed)) && at(old, fixed) === at(now, fixed));
  pair((old, now) => jsonOf(old) === jsonOf(now));
  if (field.kind === "list") {
    pair((old, now) => titleOf(field, now) !== "" && titleOf(field, old) === titleOf(field, now));
    pair((old, now) =>
      fields.some(
        (child) =>
          child.key !== undefined &&
          child.kind === "text" &&
          filled(at(now, child.key)) &&
          at(old, child.key) === at(now, child.key),
      ),
    );
  }
  // What is left at the same place was rewritten there.
  pair((_old, _now, oldIndex, newIndex) => oldIndex === newIndex);
  return match;
}

/** The new places whose items left the order the others kept (the longest run kept in order). */
function movedPlaces(match: number[]): Set<number> {
  const kept = match.map((old, place) => ({ old, place })).filter(({ old }) => old !== -1);
  // Longest increasing run of old places, in the new order (patience sorting, n log n).
  const tails: number[] = [];
  const previous: number[] = [];
  kept.forEach(({ old }, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((kept[tails[middle] as number]?.old as number) < old) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = index;
  });
  const inOrder = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index] as number) {
    inOrder.add(kept[index]?.place as number);
  }
  return new Set(kept.map(({ place }) => place).filter((place) => !inOrder.has(place)));
}

function listChanges(
  field: ListField | TextsField,
  before: unknown,
  after: unknown,
  at: At,
  walk: Walk,
): void {
  const old = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  const match = matchItems(field, old, now);
  const moved = movedPlaces(match);
  const where = at.label ? ` i ${at.label}` : "";
  const matched = new Set(match);
  old.forEach((item, index) => {
    if (matched.has(index)) return;
    walk.into.push({
      kind: "removed",
      key: inside(at.key, index),
      label: under(at.label, itemName(field, item, index)),
      before: itemText(field, item),
      after: null,
      text: `Fjernede ${itemPhrase(field, item, index)}${where}`,
    });
  });
  now.forEach((item, place) => {
    const key = inside(at.key, place);
    const label = under(at.label, itemName(field, item, place));
    const was = match[place] as number;
    if (was === -1) {
      walk.into.push({
        kind: "added",
        key,
        label,
        before: null,
        after: itemText(field, item),
        text: `Tilføjede ${itemPhrase(field, item, place)}${where}`,
      });
      return;
    }
    if (moved.has(place)) {
      const phrase = itemPhrase(field, item, was);
      const places = titleOf(field, item)
        ? `fra plads ${was + 1} til ${place + 1}`
        : `til plads ${place + 1}`;
      walk.into.push({
        kind: "moved",
        key,
        label,
        before: `Plads ${was + 1}`,
        after: `Plads ${place + 1}`,
        text: `Flyttede ${phrase} ${places}${where}`,
      });
    }
    const inner =
      field.kind === "texts" ? ({ kind: "text", label: field.item } as Field) : itemGroup(field);
    collect(inner, old[was], item, { key, label }, walk);
  });
}

function collect(field: Field, before: unknown, after: unknown, at: At, walk: Walk): void {
  // Most of a version is as it was: only what differs is walked.
  if (before === after || jsonOf(before) === jsonOf(after)) return;
  switch (field.kind) {
    case "group":
      for (const child of field.fields) {
        // A group without a key only lays its fields out: it is no step of their name.
        if (child.key === undefined) collect(child, before, after, at, walk);
        else {
          const step = { key: inside(at.key, child.key), label: under(at.label, child.label) };
          const value = (of: unknown) => (of as Json | null)?.[child.key as string];
          collect(child, value(before), value(after), step, walk);
        }
      }
      return;
    case "list":
    case "texts":
      listChanges(field, before, after, at, walk);
      return;
    case "hidden":
      return;
    default: {
      const change = leafChange(field, before, after, at, walk.options);
      if (change) walk.into.push(change);
    }
  }
}

/** What happened between two saved values of the form `field` describes, in its order. */
export function describeChanges(
  field: Field,
  before: unknown,
  after: unknown,
  options: DescribeOptions = {},
): Change[] {
  const walk: Walk = { into: [], options };
  // The form's own label is its page's heading: places are named from the first level down.
  collect(field, before, after, { key: "", label: "" }, walk);
  return walk.into;
}

/**
 * The changes in one short line (the history's, an audit entry's): the first two, and how many
 * more. Starts in lower case, to follow `Gemte Afdelinger (version 4): `; null for no change.
 */
export function changesLine(changes: Change[]): string | null {
  if (changes.length === 0) return null;
  const named = changes
    .slice(0, NAMED)
    .map((change) => lowerFirst(change.text))
    .join("; ");
  const more = changes.length - NAMED;
  return more > 0 ? `${named} og ${more} mere` : named;
}

/** `Ændrede …`: a line on its own starts with a capital. */
export const sentence = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);
