/**
 * Where a page follows its bracket live, and which saving of it the page shows (docs/pages.md,
 * "The live bracket"): the element carrying these is what the page script swaps.
 */
export type Live = { address: string; tag: string };

/** Read by `enhancePage` (app/components/layout/page-script.ts) as `[data-live]`. */
export const liveAttributes = (live: Live | undefined) =>
  live ? { "data-live": live.address, "data-live-tag": live.tag } : {};
