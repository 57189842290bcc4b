import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import type { ImageRef } from "#app/content/sections.ts";
import { type ImageFormat, imageWidths } from "#app/lib/images.ts";
import { jsonError } from "#app/platform/api.server.ts";

/**
 * An upload made fit for the pages (docs/api.md#images): decoded in full by sharp (so a truncated
 * or forged file is refused, never stored), then encoded to AVIF and WebP at the widths the pages
 * ask for. SVG is refused: it can carry script, and the shipped drawings stay the defaults.
 */

const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);
const DECODED = new Set(["png", "jpeg", "webp"]);
/**
 * The most pixels an upload may have: a 24-megapixel camera's photo (6000 × 4000) and any
 * screen's capture fit, and no photo of that size fits in 5 MB much beyond it. A file of few
 * bytes and many pixels (a "decompression bomb") is refused from its header, before decoding.
 */
const MAX_PIXELS = 25_000_000;

export type EncodedImage = ImageRef & {
  files: { name: string; contentType: string; body: Uint8Array }[];
};

const unsupported = () =>
  jsonError(415, "Kun PNG-, JPEG- og WebP-billeder kan bruges (ikke SVG eller andre filtyper).");
const undecodable = () => jsonError(400, "Filen kan ikke læses som et billede. Er den hel?");
const tooManyPixels = () =>
  jsonError(
    400,
    "Billedet har for mange pixels (højst 25 megapixel, fx 6000 × 4000). Gør det mindre, og prøv igen.",
  );

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/** Throws 415 for a type we do not take, 400 for bytes that do not decode or too many pixels. */
export async function encodeUpload(declaredType: string, bytes: Uint8Array): Promise<EncodedImage> {
  if (!ACCEPTED.has(declaredType)) throw unsupported();
  // Loaded on the first upload, not at start: libvips holds memory in every instance that
  // loads it (docs/performance.md), and uploads are rare (a few when staff change a picture).
  const { default: sharp } = await import("sharp");
  // Every upload is new: libvips' cache of operations would only keep its pixels in memory.
  sharp.cache(false);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header only: nothing is decoded yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    if (metadata.width * metadata.height > MAX_PIXELS) throw tooManyPixels();
    // Photos from phones are stored turned; `rotate()` turns them upright, so the sizes swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    width = turned ? metadata.height : metadata.width;
    height = turned ? metadata.width : metadata.height;
  } catch (error) {
    throw error instanceof Response ? error : undecodable();
  }
  if (!format || !DECODED.has(format)) throw unsupported();
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const widths = imageWidths(width);
  const files: EncodedImage["files"] = [];
  try {
    // Decoded once, in full (a truncated or forged file fails here, never stored), turned
    // upright and brought down to the largest width the pages use; every file is made from
    // these pixels.
    const { data, info } = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: widths.at(-1) ?? width })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const target of widths) {
      for (const [kind, encode] of Object.entries(encoders) as [
        ImageFormat,
        typeof encoders.avif,
      ][]) {
        const body = await encode(sharp(data, { raw }).resize({ width: target })).toBuffer();
        files.push({ name: `${target}.${kind}`, contentType: `image/${kind}`, body });
      }
    }
  } catch {
    throw undecodable();
  }
  return { id, width, height, files };
}
