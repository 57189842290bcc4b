import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CORE_TEXT,
  EXTENDED_TEXT,
  FONTS,
  FONTS_DIR,
  fileOf,
  fontFacesCss,
  PARTS,
  SUBSET_TEXT,
  subset,
  unicodeRange,
} from "./fonts.ts";

const CONTENT_DIR = resolve(import.meta.dirname, "../app/content");

function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) yield* strings(v);
}

/** Characters outside the fonts' preloaded part (whitespace aside), with where they were found. */
function uncovered(text: string, where: string, found: Map<string, string>) {
  for (const char of text) {
    if (/\s/.test(char) || CORE_TEXT.includes(char)) continue;
    found.set(char, where);
  }
}

describe("the subset fonts", () => {
  it("are exactly what scripts/fonts.ts makes (run `npm run fonts` after changing it)", async () => {
    for (const font of FONTS) {
      for (const part of PARTS) {
        const file = fileOf(font, part);
        const committed = readFileSync(resolve(FONTS_DIR, file));
        expect(Buffer.compare(committed, await subset(font, part)), file).toBe(0);
      }
    }
    expect(readFileSync(resolve(FONTS_DIR, "fonts.css"), "utf8")).toBe(fontFacesCss());
  });

  it("split the characters into a preloaded part and the rest, losing none", () => {
    expect([...CORE_TEXT, ...EXTENDED_TEXT].sort()).toEqual(
      [...new Set([...SUBSET_TEXT, ...CORE_TEXT])].sort(),
    );
    expect([...EXTENDED_TEXT].filter((char) => CORE_TEXT.includes(char))).toEqual([]);
  });

  it("keep the preloaded part of each font within a new connection's first round trip", () => {
    // A new TCP connection sends 10 segments (14,600 bytes) before it waits a round trip for
    // acknowledgements; Lighthouse's phone (150 ms round trips) models exactly that. Headers take
    // about 300 bytes of the window.
    for (const font of FONTS) {
      const file = fileOf(font, PARTS[0]);
      expect(readFileSync(resolve(FONTS_DIR, file)).byteLength, file).toBeLessThanOrEqual(14_200);
    }
  });

  it("cover every character of the copy with their preloaded part", async () => {
    const found = new Map<string, string>();
    // sections.ts holds the schemas, environment-fields.ts the names of settings, language.ts
    // the languages' codes (`da_DK`): no copy.
    const noCopy = new Set(["sections.ts", "environment-fields.ts", "language.ts"]);
    const files = readdirSync(CONTENT_DIR).filter((f) => /^[\w-]+\.ts$/.test(f));
    for (const file of files.filter((f) => !noCopy.has(f))) {
      const module = await import(resolve(CONTENT_DIR, file));
      for (const text of strings(module)) {
        // Links are addresses, never drawn as text.
        if (/^(\/|https?:|mailto:|tel:)/.test(text)) continue;
        uncovered(text, file, found);
      }
    }
    expect(Object.fromEntries(found)).toEqual({});
  });

  it("write their character set as a CSS unicode-range", () => {
    expect(unicodeRange("abcæ€")).toBe("U+0061-0063, U+00E6, U+20AC");
  });
});
