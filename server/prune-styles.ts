/**
 * A public page carries the site's stylesheet inline (`root.tsx`), and on a phone's first visit
 * every byte of that page counts: a page that fits the first round trips of a new connection
 * draws a round trip (150 ms on Lighthouse's phone) sooner. Most of the stylesheet is utilities
 * that other pages, or the admin, use. Once a page is complete (prerendered at build, or the
 * home page's kept copy), its inline stylesheet is cut to the utility rules whose classes the
 * page names; everything else (the theme's variables, the base styles, keyframes, `@property`
 * rules, fonts) stays. The page script toggles attributes only, never classes, so what the
 * page will show later is named in it now.
 */

/** The inline stylesheet, as `root.tsx` marks it (`data-site-styles`). */
const INLINE_STYLE = /(<style data-site-styles="">)([\s\S]*?)(<\/style>)/;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** Every class the page's elements name (`class="…"`, as React writes it). */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] as string).replace(
      /&(?:amp|lt|gt|quot|#x27|#39);/g,
      (e) => ENTITIES[e] ?? e,
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The classes a selector names, unescaped (`.md\:flex` is the class `md:flex`). */
function classesIn(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
    (m[1] as string).replace(/\\(.)/g, "$1"),
  );
}

/**
 * The stylesheet as pieces of its own text: fixed ones, utility rules kept only for their
 * classes, and grouping at-rules (layers, media queries) around further pieces. Cutting it for a
 * page is then string joins. The stylesheet is Tailwind's minified output, read by the small
 * scanner below (strings, escapes, comments and nested blocks respected); `prune-styles.test.ts`
 * checks it against PostCSS's reading of the built stylesheet. A CSS parser at run time would
 * cost the server ~10 MB of memory for this one job.
 */
type Piece =
  | { kind: "text"; text: string }
  | { kind: "utility"; text: string; selectors: string[][] }
  | { kind: "block"; open: string; pieces: Piece[] };

/** At-rules whose block holds rules (rather than declarations or keyframes). */
const GROUPING = new Set(["layer", "media", "supports", "container", "starting-style", "scope"]);

/** The index just past the string, comment or escape starting at `i`, else `i + 1`. */
function skipToken(css: string, i: number): number {
  const char = css[i];
  if (char === "\\") return i + 2;
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (char === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i + 1;
}

/** The index of the first of `stops` at nesting depth 0 from `i` (or `end`). */
function findTopLevel(css: string, i: number, end: number, stops: string): number {
  let depth = 0;
  while (i < end) {
    const char = css[i] as string;
    if (depth === 0 && stops.includes(char)) return i;
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    i = skipToken(css, i);
  }
  return end;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function closingBrace(css: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; ) {
    const char = css[i];
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
    i = skipToken(css, i);
  }
  throw new Error(`unbalanced braces in the stylesheet at ${open}`);
}

/** A selector list split at its top-level commas. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let from = 0;
  for (let comma = findTopLevel(prelude, 0, prelude.length, ","); ; ) {
    selectors.push(prelude.slice(from, comma));
    if (comma >= prelude.length) return selectors;
    from = comma + 1;
    comma = findTopLevel(prelude, from, prelude.length, ",");
  }
}

function piecesOf(css: string, from: number, end: number, utilities: boolean): Piece[] {
  const pieces: Piece[] = [];
  let i = from;
  while (i < end) {
    const start = i;
    if (css.startsWith("/*", i) || /\s/.test(css[i] as string)) {
      i = skipToken(css, i);
      pieces.push({ kind: "text", text: css.slice(start, i) });
      continue;
    }
    const stop = findTopLevel(css, i, end, "{;}");
    if (css[stop] !== "{") {
      // A statement (`@layer components;`) or a stray character.
      i = Math.min(stop + 1, end);
      pieces.push({ kind: "text", text: css.slice(start, i) });
      continue;
    }
    const close = closingBrace(css, stop, end);
    i = close + 1;
    const prelude = css.slice(start, stop).trim();
    const atRule = /^@([\w-]+)\s*(.*)$/s.exec(prelude);
    if (atRule && GROUPING.has(atRule[1] as string)) {
      const inUtilities = utilities || (atRule[1] === "layer" && atRule[2] === "utilities");
      pieces.push({
        kind: "block",
        open: css.slice(start, stop + 1),
        pieces: piecesOf(css, stop + 1, close, inUtilities),
      });
    } else if (!atRule && utilities) {
      pieces.push({
        kind: "utility",
        text: css.slice(start, i),
        selectors: selectorsOf(prelude).map(classesIn),
      });
    } else {
      pieces.push({ kind: "text", text: css.slice(start, i) });
    }
  }
  return pieces;
}

function render(pieces: Piece[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const piece of pieces) {
    if (piece.kind === "text") out += piece.text;
    else if (piece.kind === "utility") {
      // Dropped only when every selector names classes and none of them is used.
      const unused = piece.selectors.every(
        (names) => names.length > 0 && !names.some((name) => classes.has(name)),
      );
      if (!unused) out += piece.text;
    } else {
      const inner = render(piece.pieces, classes);
      // A block left with whitespace only is dropped with its rules.
      if (inner.trim()) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

let compiled: { css: string; pieces: Piece[] } | undefined;

/** The stylesheet without the utility rules that name none of `classes`. */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  // One stylesheet per build: the last one read is kept.
  if (compiled?.css !== css) compiled = { css, pieces: piecesOf(css, 0, css.length, false) };
  return render(compiled.pieces, classes);
}

/** The page with its inline stylesheet cut to what it uses; unchanged when it has none. */
export function pruneInlineStyles(html: string): string {
  const match = INLINE_STYLE.exec(html);
  if (!match) return html;
  const [whole, open, css, close] = match as unknown as [string, string, string, string];
  const pruned = pruneStylesheet(css, usedClasses(html));
  return html.replace(whole, () => `${open}${pruned}${close}`);
}
