import type { Lang } from "./language.ts";
import type { SiteContent } from "./sections.ts";

/**
 * The content in a page's language (docs/api.md#english). Staff write each text's English in an
 * `en` object beside the Danish (sections.ts); an English page shows the English where it is
 * written and the Danish where it is not, and says so: each fallen-back text is marked
 * `lang="da"` (WCAG 3.1.2), asked of `fallbackLang(object, key)`.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** For each localised object, the keys of its texts shown in Danish (`highlights.1` for a line). */
const fallbacks = new WeakMap<object, ReadonlySet<string>>();

/** The English over the Danish, key by key; what stays Danish is noted on the new object. */
function overlay(danish: Json, english: Json): Json {
  const result: Json = { ...danish };
  const fellBack = new Set<string>();
  for (const [key, da] of Object.entries(danish)) {
    if (key === "en" || !(key in english)) continue;
    const en = english[key];
    if (typeof da === "string") {
      if (typeof en === "string" && en.trim() !== "") result[key] = en;
      else if (da !== "") fellBack.add(key);
    } else if (Array.isArray(da)) {
      const lines = Array.isArray(en) ? en : [];
      result[key] = da.map((line, index) => {
        const text = lines[index];
        if (typeof text === "string" && text.trim() !== "") return text;
        if (typeof line === "string" && line !== "") fellBack.add(`${key}.${index}`);
        return line;
      });
    } else if (isObject(da) && isObject(en)) {
      result[key] = overlay(da, en);
    }
  }
  fallbacks.set(result, fellBack);
  return result;
}

/** Every object with an `en` beside its texts, anywhere in `value`, in English. */
function localize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localize);
  if (!isObject(value)) return value;
  const inner: Json = {};
  for (const [key, item] of Object.entries(value))
    inner[key] = key === "en" ? item : localize(item);
  return isObject(value.en) ? overlay(inner, value.en) : inner;
}

const english = new WeakMap<SiteContent, SiteContent>();

/**
 * The content as a page in `lang` shows it: on an English page each text in its English, or in
 * Danish where none is written (then `fallbackLang` says `da`). The Danish page gets the content
 * as saved. One localised copy is kept per saved content, so every component and `meta` of a
 * page share it.
 */
export function localizedContent(content: SiteContent, lang: Lang): SiteContent {
  if (lang === "da") return content;
  let found = english.get(content);
  if (!found) {
    found = localize(content) as SiteContent;
    english.set(content, found);
  }
  return found;
}

/**
 * `"da"` when the text `key` of a localised object (`question`; a line: `highlights`, 1) is shown
 * in Danish on an English page, else undefined: spread as the element's `lang` attribute.
 */
export function fallbackLang(owner: object, key: string, line?: number): "da" | undefined {
  const name = line === undefined ? key : `${key}.${line}`;
  return fallbacks.get(owner)?.has(name) ? "da" : undefined;
}

/** The number of texts written in Danish whose English is still empty, anywhere in `value`. */
export function missingEnglish(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + missingEnglish(item), 0);
  if (!isObject(value)) return 0;
  let missing = 0;
  for (const [key, item] of Object.entries(value))
    if (key !== "en") missing += missingEnglish(item);
  if (isObject(value.en)) missing += gaps(value, value.en);
  return missing;
}

const filled = (text: unknown) => typeof text === "string" && text.trim() !== "";

/** The Danish texts of `danish` that `english` names but leaves empty. */
function gaps(danish: Json, english: Json): number {
  let missing = 0;
  for (const [key, en] of Object.entries(english)) {
    const da = danish[key];
    if (typeof da === "string") missing += filled(da) && !filled(en) ? 1 : 0;
    else if (Array.isArray(da)) {
      const lines = Array.isArray(en) ? en : [];
      missing += da.filter((line, index) => filled(line) && !filled(lines[index])).length;
    } else if (isObject(da)) missing += gaps(da, isObject(en) ? en : {});
  }
  return missing;
}

/**
 * `value` with every English list as long as its Danish one (empty lines added): the admin's form
 * shows an English line under each Danish line's place, ready to be written.
 */
export function withEnglishLines<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withEnglishLines) as T;
  if (!isObject(value)) return value;
  const result: Json = {};
  for (const [key, item] of Object.entries(value)) result[key] = withEnglishLines(item);
  if (isObject(result.en)) result.en = padded(result, result.en);
  return result as T;
}

function padded(danish: Json, english: Json): Json {
  const result: Json = { ...english };
  for (const [key, en] of Object.entries(english)) {
    const da = danish[key];
    if (Array.isArray(da) && Array.isArray(en) && en.length < da.length) {
      result[key] = [...en, ...Array.from({ length: da.length - en.length }, () => "")];
    } else if (isObject(da) && isObject(en)) result[key] = padded(da, en);
  }
  return result;
}
