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
