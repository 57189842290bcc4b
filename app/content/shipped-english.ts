import { defaultContent } from "./defaults.ts";

/**
 * Content saved before staff could write English (an older release's saved sections) has no `en`
 * objects: it would show Danish on every English page until staff wrote it all. Where such a
 * saved text is still the shipped Danish, its shipped English is the right translation
 * (docs/api.md#english), so it is read with that English; a text staff changed stays without
 * English (`Mangler engelsk`). Content that has its `en` objects is read as saved: an English
 * text staff emptied stays empty.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each shipped Danish text with an English twin → that English. */
function shippedDictionary(): Map<string, string> {
  const dictionary = new Map<string, string>();
  const pair = (da: unknown, en: unknown): void => {
    if (typeof da === "string" && typeof en === "string" && da && en) {
      dictionary.set(da, en);
    } else if (Array.isArray(da) && Array.isArray(en)) {
      for (const [i, line] of da.entries()) pair(line, en[i]);
    } else if (isObject(da) && isObject(en)) {
      for (const key of Object.keys(en)) pair(da[key], en[key]);
    }
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) if (key !== "en") walk(item);
      if (isObject(value.en))
        for (const key of Object.keys(value.en)) pair(value[key], value.en[key]);
    }
  };
  walk(defaultContent);
  return dictionary;
}

let dictionary: Map<string, string> | undefined;

/** The English of a saved Danish text or list of lines, where it is shipped text. */
function englishOf(value: unknown): unknown {
  dictionary ??= shippedDictionary();
  if (typeof value === "string") return dictionary.get(value);
  if (Array.isArray(value)) {
    const lines = value.map((line) =>
      typeof line === "string" ? (dictionary?.get(line) ?? "") : "",
    );
    return lines.some(Boolean) ? lines : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, englishOf(item)] as const)
      .filter(([, english]) => english !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * A saved section's raw value with the shipped English beside each shipped Danish text, in
 * every object saved without an `en` (the schema then drops it where a section has none).
 */
export function withShippedEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withShippedEnglish);
  if (!isObject(value)) return value;
  const result: Json = {};
  for (const [key, item] of Object.entries(value)) result[key] = withShippedEnglish(item);
  if ("en" in value) return result;
  const english = englishOf(Object.fromEntries(Object.entries(value)));
  return english === undefined ? result : { ...result, en: english };
}
