import { z } from "zod";
import type { Path } from "./values.ts";

/**
 * The browser-level attributes of a field read off the zod schema (through its JSON Schema), so
 * a form's `required`, `maxlength`, `min` and `max`, and how many items a list may hold, come
 * from the one schema the server checks with.
 */

export type Constraints = {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  minItems?: number;
  maxItems?: number;
};

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

const cache = new WeakMap<z.ZodType, Node>();

function jsonSchema(schema: z.ZodType): Node {
  let node = cache.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
    cache.set(schema, node);
  }
  return node;
}

/** A nullable field's JSON Schema is `anyOf [T, null]`: the field is T. */
const unwrap = (node: Node | undefined): Node | undefined =>
  node?.anyOf ? (node.anyOf.find((option) => option.type !== "null") ?? node) : node;

const nullable = (node: Node | undefined) =>
  node?.anyOf?.some((option) => option.type === "null") ?? false;

export function constraintsAt(schema: z.ZodType, path: Path): Constraints {
  let node = unwrap(jsonSchema(schema));
  let required = true;
  /** Null is a value of its own (an event's capacity: no limit), so the field may stay empty. */
  let mayBeEmpty = false;
  for (const step of path) {
    const next = typeof step === "number" ? node?.items : node?.properties?.[step];
    required = typeof step === "number" ? true : (node?.required?.includes(step) ?? false);
    mayBeEmpty = nullable(next);
    node = unwrap(next);
  }
  if (!node) return {};
  const found: Constraints = {};
  // A number has no empty value to fall back on: its field must be filled in.
  const number = (node.type === "number" || node.type === "integer") && !mayBeEmpty;
  // A moment (an event's start) has no empty value either.
  const filled = (node.minLength ?? 0) > 0 || node.format === "date-time";
  if (number || (node.type === "string" && required && filled)) {
    found.required = true;
  }
  if (node.maxLength !== undefined) found.maxLength = node.maxLength;
  if (node.minimum !== undefined) found.min = node.minimum;
  if (node.maximum !== undefined) found.max = node.maximum;
  if (node.minItems !== undefined) found.minItems = node.minItems;
  if (node.maxItems !== undefined) found.maxItems = node.maxItems;
  return found;
}
