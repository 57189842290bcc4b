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

export function constraintsAt(schema: z.ZodType, path: Path): Constraints {
  let node = unwrap(jsonSchema(schema));
  let required = true;
  for (const step of path) {
    if (typeof step === "number") {
      node = unwrap(node?.items);
      required = true;
    } else {
      required = node?.required?.includes(step) ?? false;
      node = unwrap(node?.properties?.[step]);
    }
  }
  if (!node) return {};
  const found: Constraints = {};
  // A number has no empty value to fall back on: its field must be filled in.
  const number = node.type === "number" || node.type === "integer";
  if (number || (node.type === "string" && required && (node.minLength ?? 0) > 0)) {
    found.required = true;
  }
  if (node.maxLength !== undefined) found.maxLength = node.maxLength;
  if (node.minimum !== undefined) found.min = node.minimum;
  if (node.maximum !== undefined) found.max = node.maximum;
  if (node.minItems !== undefined) found.minItems = node.minItems;
  if (node.maxItems !== undefined) found.maxItems = node.maxItems;
  return found;
}
