/**
 * The site's two languages (docs/pages.md#english): Danish at the root, English under `/en`.
 * The language of a page comes from its address alone: no cookie, no redirect by the browser's
 * `Accept-Language` (docs/decisions/040-english-as-typed-copy.md).
 */
export const LANGUAGES = ["da", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The English pages' prefix. */
export const ENGLISH_PREFIX = "/en";

/** The language of the page at `pathname`. */
export function langOf(pathname: string): Lang {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? "en" : "da";
}

/** BCP 47 tags for `Intl`, and Open Graph's locales. */
export const LOCALES = { da: "da-DK", en: "en-GB" } as const satisfies Record<Lang, string>;
export const OG_LOCALES = { da: "da_DK", en: "en_GB" } as const satisfies Record<Lang, string>;

/**
 * The English twin of a Danish copy object: every key of the Danish, each function taking the
 * same values, the literal strings widened. TypeScript refuses an English object with a key
 * missing or one the Danish lacks (docs/decisions/040-english-as-typed-copy.md).
 */
export type Copy<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends readonly (infer U)[]
      ? readonly Copy<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Copy<T[K]> }
        : T;

/** One copy module's texts in both languages, the English checked against the Danish. */
export type Bilingual<T> = { readonly da: T; readonly en: Copy<T> };

/** Both languages of a copy object: `bilingual(da, en)[lang]`. */
export function bilingual<T>(da: T, en: Copy<T>): Bilingual<T> {
  return { da, en };
}
