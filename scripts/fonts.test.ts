import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS, FONTS_DIR, fontFacesCss, SUBSET_TEXT, subset, unicodeRange } from "./fonts.ts";

const CONTENT_DIR = resolve(import.meta.dirname, "../app/content");
const CLIENT_DIR = resolve(import.meta.dirname, "../build/client");

function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) yield* strings(v);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Characters the fonts do not cover (whitespace aside), with where they were found. */
function uncovered(text: string, where: string, found: Map<string, string>) {
  for (const char of text) {
    if (/\s/.test(char) || SUBSET_TEXT.includes(char)) continue;
    found.set(char, where);
  }
}

describe("the subset fonts", () => {
  it("are exactly what scripts/fonts.ts makes (run `npm run fonts` after changing it)", async () => {
    for (const font of FONTS) {
      const committed = readFileSync(resolve(FONTS_DIR, font.file));
      expect(Buffer.compare(committed, await subset(font)), font.file).toBe(0);
    }
    expect(readFileSync(resolve(FONTS_DIR, "fonts.css"), "utf8")).toBe(fontFacesCss());
  });

  it("cover every character of the copy and of the built pages", async () => {
    const found = new Map<string, string>();
    for (const file of readdirSync(CONTENT_DIR).filter((f) => /^[\w-]+\.ts$/.test(f))) {
      const module = await import(resolve(CONTENT_DIR, file));
      for (const text of strings(module)) uncovered(text, file, found);
    }
    for (const file of htmlFiles(CLIENT_DIR)) {
      const text = readFileSync(file, "utf8")
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(/<[^>]+>/g, " ");
      uncovered(text, file, found);
    }
    expect(Object.fromEntries(found)).toEqual({});
  });

  it("write their character set as a CSS unicode-range", () => {
    expect(unicodeRange("abcæ€")).toBe("U+0061-0063, U+00E6, U+20AC");
  });
});
