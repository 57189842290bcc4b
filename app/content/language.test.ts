import { describe, expect, it } from "vitest";
import { langOf } from "./language.ts";

/**
 * Every copy module's two languages hold the same texts (docs/decisions/040-english-as-typed-copy.md):
 * TypeScript checks the English object's type against the Danish; this walks the objects
 * themselves, which also catches copy built at run time and lists of different lengths.
 */

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

type Pair = { da: unknown; en: unknown };
const isPair = (value: unknown): value is Pair =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).sort().join() === "da,en" &&
  typeof (value as Pair).da === "object";

/**
 * Where the two differ: a key in one only, lists of different lengths, a function taking other
 * values, an English text left empty.
 */
function shapeDifferences(da: unknown, en: unknown, path = ""): string[] {
  if (typeof da === "function" && typeof en === "function") {
    return da.length === en.length ? [] : [`${path}: takes ${da.length} in Danish, ${en.length}`];
  }
  if (typeof da === "string" && en === "") return [`${path}: empty in English`];
  if (Array.isArray(da) || Array.isArray(en)) {
    if (!Array.isArray(da) || !Array.isArray(en)) return [`${path}: a list in one language only`];
    if (da.length !== en.length)
      return [`${path}: ${da.length} items in Danish, ${en.length} in English`];
    return da.flatMap((item, index) => shapeDifferences(item, en[index], `${path}[${index}]`));
  }
  if (typeof da === "object" && da !== null && typeof en === "object" && en !== null) {
    const keys = new Set([...Object.keys(da), ...Object.keys(en)]);
    return [...keys].flatMap((key) => {
      const here = path ? `${path}.${key}` : key;
      if (!(key in da)) return [`${here}: English only`];
      if (!(key in en)) return [`${here}: Danish only`];
      return shapeDifferences(
        (da as Record<string, unknown>)[key],
        (en as Record<string, unknown>)[key],
        here,
      );
    });
  }
  if (typeof da !== typeof en) return [`${path}: ${typeof da} in Danish, ${typeof en} in English`];
  return [];
}

/** Every string in a piece of copy, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

describe("the copy in two languages", () => {
  const pairs = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isPair(value))
      .map(([name, value]) => ({ name: `${file} ${name}`, pair: value as Pair })),
  );

  it("are found: every module's pair of objects", () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it.each(pairs.map(({ name, pair }) => [name, pair] as const))(
    "%s has the same texts in Danish and English",
    (_name, pair) => {
      expect(shapeDifferences(pair.da, pair.en)).toEqual([]);
    },
  );

  it.each(pairs.map(({ name, pair }) => [name, pair] as const))(
    "%s says nothing in Danish on the English page",
    (_name, pair) => {
      expect(strings(pair.en).filter((text) => /[æøåÆØÅ]/.test(text))).toEqual([]);
    },
  );

  it("finds a key in one language only and lists of different lengths", () => {
    expect(
      shapeDifferences(
        { title: "Hej", items: ["a", "b"], nested: { a: "x" }, say: (name: string) => name },
        { title: "", items: ["a"], nested: { b: "y" }, say: () => "Hi" },
      ),
    ).toEqual([
      "title: empty in English",
      "items: 2 items in Danish, 1 in English",
      "nested.a: Danish only",
      "nested.b: English only",
      "say: takes 1 in Danish, 0",
    ]);
  });
});

describe("langOf", () => {
  it("reads English from /en and below, Danish elsewhere", () => {
    expect(["/en", "/en/services", "/", "/enorm", "/begivenheder"].map(langOf)).toEqual([
      "en",
      "en",
      "da",
      "da",
      "da",
    ]);
  });
});
