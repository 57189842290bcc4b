/**
 * Markup that came from one of our own SVG files through `svgInPage`. The brand keeps any other
 * string (a visitor's text, content from the database) from reaching `Illustration`'s raw HTML:
 * the type checker refuses it.
 */
export type InlineSvg = string & { readonly __inlineSvg: unique symbol };

/**
 * An SVG file's markup made fit to sit in a page among others (components/site/illustrations.ts):
 * its ids (gradients, filters) get the file's own prefix, so two drawings on one page never paint
 * with each other's gradient; its `<title>` goes, because the page names the picture itself, in
 * Danish; `attributes` are added to the root `<svg>`.
 */
export function svgInPage(markup: string, prefix: string, attributes = ""): InlineSvg {
  const scoped = markup
    .replace(/<\?xml[^>]*>\s*/, "")
    .replace(/<title>[\s\S]*?<\/title>/g, "")
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`)
    .trim();
  return (attributes ? scoped.replace(/^<svg\b/, `<svg ${attributes}`) : scoped) as InlineSvg;
}
