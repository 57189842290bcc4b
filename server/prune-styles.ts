import postcss, { type ChildNode } from "postcss";

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

/** The marker `root.tsx` puts on the inline stylesheet. */
export const INLINE_STYLE_ATTRIBUTE = "data-site-styles";

const INLINE_STYLE = new RegExp(`(<style ${INLINE_STYLE_ATTRIBUTE}="">)([\\s\\S]*?)(</style>)`);

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
 * classes, and at-rules (layers, media queries) around further pieces. Cutting it for a page is
 * then string joins, with no parsing on the way.
 */
type Piece =
  | { kind: "text"; text: string }
  | { kind: "utility"; text: string; selectors: string[][] }
  | { kind: "block"; open: string; pieces: Piece[] };

function piecesOf(css: string, nodes: ChildNode[] | undefined, utilities: boolean): Piece[] {
  return (nodes ?? []).map((node): Piece => {
    const start = node.source?.start?.offset ?? 0;
    const end = node.source?.end?.offset ?? 0;
    const text = css.slice(start, end);
    if (node.type === "rule" && utilities) {
      return { kind: "utility", text, selectors: node.selectors.map(classesIn) };
    }
    if (node.type === "atrule" && node.nodes) {
      const inner = node.nodes.length > 0 ? (node.nodes[0]?.source?.start?.offset ?? end) : end;
      const open = css.slice(start, css.lastIndexOf("{", inner) + 1);
      const isUtilities = node.name === "layer" && node.params === "utilities";
      return { kind: "block", open, pieces: piecesOf(css, node.nodes, utilities || isUtilities) };
    }
    return { kind: "text", text };
  });
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
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

let compiled: { css: string; pieces: Piece[] } | undefined;

/** The stylesheet without the utility rules that name none of `classes`. */
export function pruneStylesheet(css: string, classes: ReadonlySet<string>): string {
  // One stylesheet per build: the last one compiled is kept.
  if (compiled?.css !== css)
    compiled = { css, pieces: piecesOf(css, postcss.parse(css).nodes, false) };
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
