import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import type { ImageRef } from "#app/content/sections.ts";
import { type ImageFormat, imageWidths } from "#app/lib/images.ts";
import { jsonError } from "#app/platform/api.server.ts";

/**
 * An upload made fit for the pages (product.md §7): decoded in full by sharp (so a truncated or
 * forged file is refused, never stored), then encoded to AVIF and WebP at the widths the pages
 * ask for. SVG is refused: it can carry script, and the shipped drawings stay the defaults.
 */

const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);
const DECODED = new Set(["png", "jpeg", "webp"]);
/** Larger than any photo a phone takes; a "decompression bomb" stops here. */
const MAX_PIXELS = 50_000_000;

export type EncodedImage = ImageRef & {
  files: { name: string; contentType: string; body: Uint8Array }[];
};

const unsupported = () =>
  jsonError(415, "Kun PNG-, JPEG- og WebP-billeder kan bruges (ikke SVG eller andre filtyper).");
const undecodable = () => jsonError(400, "Filen kan ikke læses som et billede. Er den hel?");

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/** Throws 415 for a type we do not take, 400 for bytes that do not decode. */
export async function encodeUpload(declaredType: string, bytes: Uint8Array): Promise<EncodedImage> {
  if (!ACCEPTED.has(declaredType)) throw unsupported();
  // Loaded on the first upload, not at start: libvips holds memory in every instance that
  // loads it (docs/performance.md), and uploads are rare (a few when staff change a picture).
  const { default: sharp } = await import("sharp");
  const input = () => sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS }).rotate();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
    // Photos from phones are stored turned; `rotate()` turns them upright, so the sizes swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    width = (turned ? metadata.height : metadata.width) ?? 0;
    height = (turned ? metadata.width : metadata.height) ?? 0;
  } catch {
    throw undecodable();
  }
  if (!format || !DECODED.has(format)) throw unsupported();
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const files: EncodedImage["files"] = [];
  try {
    for (const target of imageWidths(width)) {
      for (const [kind, encode] of Object.entries(encoders) as [
        ImageFormat,
        typeof encoders.avif,
      ][]) {
        const body = await encode(input().resize({ width: target })).toBuffer();
        files.push({ name: `${target}.${kind}`, contentType: `image/${kind}`, body });
      }
    }
  } catch {
    throw undecodable();
  }
  return { id, width, height, files };
}
