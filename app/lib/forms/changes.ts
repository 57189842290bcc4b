import { formatKroner } from "#app/lib/format.ts";
import { dateTimeText } from "./date-time.ts";
import { childByKey, type Field, type ListField } from "./fields.ts";

/**
 * What changed between two versions of a section, field by field, named as the form names them
 * (`Spørgsmål 3 › Svar`), for the history's view and the conflict notice. Lists compare by
 * position: moving an item shows as the places whose text changed.
 */

export type Change = { key: string; label: string; before: string | null; after: string | null };

type Json = Record<string, unknown>;
type Leaf = { label: string; text: string };

function itemLabel(field: ListField, item: unknown, index: number) {
  const title = field.titleKey ? (item as Json | null)?.[field.titleKey] : null;
  const name = `${field.item} ${index + 1}`;
  return typeof title === "string" && title.trim() ? `${name} (${title.trim()})` : name;
}

/** A value as one line of text, as the history and a conflict show it. */
export function valueText(field: Field, value: unknown): string {
  if (field.kind === "texts") return (Array.isArray(value) ? value : []).join(" · ");
  if (field.kind === "list") {
    const items = Array.isArray(value) ? value : [];
    return items.map((item, index) => itemLabel(field, item, index)).join(" · ");
  }
  return leafText(field, value);
}

function leafText(field: Field, value: unknown): string {
  if (field.kind === "price") return typeof value === "number" ? formatKroner(value) : "";
  if (field.kind === "switch") return value ? "Til" : "Fra";
  if (field.kind === "datetime") return dateTimeText(value);
  if (field.kind === "choice") {
    return field.options.find((option) => option.value === value)?.label ?? String(value ?? "");
  }
  if (field.kind === "image") {
    // The id tells two uploads of the same size apart.
    const image = value as { id: string; width: number; height: number } | null;
    return image
      ? `Billede ${image.width} × ${image.height} px (${image.id.slice(0, 6)})`
      : "Intet";
  }
  return value === undefined || value === null ? "" : String(value);
}

/** Every leaf of a value, keyed by its path. */
function leaves(field: Field, value: unknown, key: string, label: string, into: Map<string, Leaf>) {
  const inside = (name: string) => (key ? `${key}.${name}` : name);
  const named = (name: string) => (label ? `${label} › ${name}` : name);
  switch (field.kind) {
    case "group":
      for (const child of field.fields) {
        const childKey = child.key === undefined ? key : inside(child.key);
        const childValue = child.key === undefined ? value : (value as Json | null)?.[child.key];
        leaves(child, childValue, childKey, named(child.label), into);
      }
      return;
    case "list":
      (Array.isArray(value) ? value : []).forEach((item, index) => {
        const group: Field = { kind: "group", label: "", fields: field.fields };
        leaves(group, item, inside(String(index)), named(itemLabel(field, item, index)), into);
      });
      return;
    case "texts":
      (Array.isArray(value) ? value : []).forEach((item, index) => {
        into.set(inside(String(index)), {
          label: named(`${field.item} ${index + 1}`),
          text: String(item),
        });
      });
      return;
    default:
      into.set(key, { label, text: leafText(field, value) });
  }
}

function leavesOf(field: Field, value: unknown): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  // The section's own label is the page's heading: fields are named from the first level.
  leaves(field, value, "", "", found);
  return found;
}

/** Each leaf that differs between two values of the form `field` describes. */
export function changesBetween(field: Field, before: unknown, after: unknown): Change[] {
  const old = leavesOf(field, before);
  const now = leavesOf(field, after);
  const changes: Change[] = [];
  for (const [key, leaf] of now) {
    const previous = old.get(key);
    if (previous?.text !== leaf.text) {
      changes.push({ key, label: leaf.label, before: previous?.text ?? null, after: leaf.text });
    }
  }
  for (const [key, leaf] of old) {
    if (!now.has(key)) changes.push({ key, label: leaf.label, before: leaf.text, after: null });
  }
  return changes;
}

/** A path named as the form names it, from the description alone: `Spørgsmål 3 › Svar`. */
export function labelFor(field: Field, key: string): string {
  const names: string[] = [];
  let current: Field | undefined = field;
  for (const step of key === "" ? [] : key.split(".")) {
    if (!current) break;
    if (current.kind === "list" || current.kind === "texts") {
      if (!/^[0-9]+$/.test(step)) break;
      names.push(`${current.item} ${Number(step) + 1}`);
      current =
        current.kind === "list" ? { kind: "group", label: "", fields: current.fields } : undefined;
      continue;
    }
    if (current.kind !== "group") break;
    const child = childByKey(current.fields, step);
    if (!child) break;
    names.push(child.label);
    current = child;
  }
  return names.length > 0 ? names.join(" › ") : field.label;
}
