import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import subsetFont from "subset-font";

/**
 * The site's two fonts, made small: the fontsource Latin files cut down to the characters a
 * Danish page uses and to the weights the design uses, plus fallback faces whose metrics match
 * (so the swap to the web font moves nothing). `npm run fonts` writes them into `app/fonts/`;
 * `fonts.test.ts` fails when the committed files are not what this makes.
 */

const require = createRequire(import.meta.url);
export const FONTS_DIR = resolve(import.meta.dirname, "../app/fonts");

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
}

/** Basic Latin, Latin-1 (æ ø å é …), and the punctuation and symbols Danish copy uses. */
export const SUBSET_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„…•·€→←↑↓−×`;

/** ASCII symbols Danish copy does not use (code, markup and maths): in the second file. */
const RARE_ASCII = "#$&<=>[\\]^_`{|}~";

/**
 * What the site's own copy uses: ASCII, æ ø å, é, and Danish punctuation. This part of each font
 * is preloaded; the rest of SUBSET_TEXT (other accented letters and symbols, for testimonials
 * such as "Jürgen" or "Zoë") is a second file that a browser fetches only for a page showing one
 * of those characters (`unicode-range`). Keeping the preloaded part small matters: on a phone's
 * connection every font file that has to come before the text is drawn costs round trips.
 */
export const CORE_TEXT = `${[...range(0x20, 0x7e)].filter((char) => !RARE_ASCII.includes(char)).join("")}\u00a0æøåÆØÅéÉ©·–—‘’“”„…•€→×`;

export const EXTENDED_TEXT = [...SUBSET_TEXT].filter((char) => !CORE_TEXT.includes(char)).join("");

/**
 * The OpenType features browsers apply to Latin text by default, and `tnum` (the clock's
 * `tabular-nums`); the many others (stylistic sets, fractions, small caps …) are never asked for.
 */
const DEFAULT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "kern",
  "liga",
  "clig",
  "calt",
  "rclt",
  "curs",
  "dist",
  "abvm",
  "blwm",
  "tnum",
];

/** The same characters as a CSS `unicode-range`. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] as number) + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    ranges.push(
      i === j
        ? `U+${hex(points[i] as number)}`
        : `U+${hex(points[i] as number)}-${hex(points[j] as number)}`,
    );
    i = j + 1;
  }
  return ranges.join(", ");
}

export const FONTS = [
  {
    name: "inter",
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
    metrics: inter,
    // Inter's contextual alternates (arrows from "->", colons raised between digits) take a
    // large share of its file (docs/performance.md) and the copy has none of them; tabular
    // figures are the display face's (the clock, the figures band). Without both the preloaded
    // part fits a phone's first round trip.
    features: DEFAULT_FEATURES.filter((feature) => feature !== "calt" && feature !== "tnum"),
  },
  {
    name: "space-grotesk",
    family: "Space Grotesk Variable",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
    metrics: spaceGrotesk,
    features: DEFAULT_FEATURES,
  },
] as const;

export type Font = (typeof FONTS)[number];

/** Each font in two files: the part the copy uses (preloaded) and the rest. */
export const PARTS = [
  { part: "core", text: CORE_TEXT },
  { part: "extended", text: EXTENDED_TEXT },
] as const;

export type Part = (typeof PARTS)[number];

export function fileOf(font: Font, part: Part): string {
  return `${font.name}-${part.part}-wght-${font.weight.min}-${font.weight.max}.woff2`;
}

export function subset(font: Font, part: Part): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(font.source)), part.text, {
    targetFormat: "woff2",
    variationAxes: { wght: font.weight },
    keepFeatures: [...font.features],
  });
}

/** `@font-face` rules: each font, and its metric-matched fallback on Arial (or Liberation Sans). */
export function fontFacesCss(): string {
  const rules = FONTS.flatMap((font) => {
    const { fontFaces } = createFontStack([font.metrics, arial], { fontFaceFormat: "styleObject" });
    const fallback = fontFaces[0]?.["@font-face"];
    if (!fallback) throw new Error(`no fallback metrics for ${font.family}`);
    return [
      ...PARTS.map(
        (part) => `@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weight.min} ${font.weight.max};
  src: url("./${fileOf(font, part)}") format("woff2");
  unicode-range: ${unicodeRange(part.text)};
}`,
      ),
      `@font-face {
  font-family: "${font.family} Fallback";
  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans");
  ascent-override: ${fallback.ascentOverride};
  descent-override: ${fallback.descentOverride};
  line-gap-override: ${fallback.lineGapOverride};
  size-adjust: ${fallback.sizeAdjust};
}`,
    ];
  });
  return `/* Written by \`npm run fonts\` (scripts/fonts.ts): do not edit by hand. */\n\n${rules.join("\n\n")}\n`;
}
