/**
 * A page's text as a reader sees it: scripts, styles and tags out, the entities of names and
 * quotes back, the non-breaking hyphen (U+2011, of dates and scores) read as a hyphen, runs of
 * space as one. Shared so that the page tests assert on the same reading of a page.
 */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ");
}

/** HTML's entities for quotes, angle brackets and ampersands, decoded. */
export function decodeEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The body's visible text, as a search engine reads it: comments dropped, tags as spaces. */
export function bodyText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
}

/** A `<meta>` tag's content, by its `name` or `property`. */
export function metaContent(
  html: string,
  attr: "name" | "property",
  key: string,
): string | undefined {
  const match = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return match ? decodeEntities(match[1] as string) : undefined;
}
