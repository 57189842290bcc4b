import { resolve } from "node:path";
import sharp from "sharp";

/**
 * Draws app/images/favicon.svg as the PNG the pages name as their icon. A browser makes a whole
 * SVG document to show an SVG favicon — on a phone a long task right after the page loads —
 * while a small PNG decodes in no time (docs/decisions/019-favicon-png.md). Run after changing
 * the drawing: `npm run favicon` (a unit test fails while the PNG is stale).
 */

const root = resolve(import.meta.dirname, "..");

/** 32 px: a tab shows 16 px, twice that on a dense screen. */
export function drawFavicon(): Promise<Buffer> {
  return sharp(resolve(root, "app/images/favicon.svg"), { density: 192 })
    .resize(32, 32)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}

if (import.meta.main) {
  await sharp(await drawFavicon()).toFile(resolve(root, "app/images/favicon.png"));
  console.log("Wrote app/images/favicon.png");
}
