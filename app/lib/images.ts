import type { ImageRef } from "#app/content/sections.ts";

/**
 * Uploaded images (docs/api.md#images) are kept at these widths (never wider than the upload) in
 * AVIF and WebP: a partner's logo needs the smallest, a department's picture the others on phones
 * and wide screens. The server encodes them, pages list them in `srcset`: one rule for both.
 */
const WIDTHS = [320, 640, 1280] as const;

/** The largest upload taken: 5 MB (docs/api.md#images), checked in the admin and on the server. */
export const UPLOAD_LIMIT = 5 * 1024 * 1024;
const LARGEST = 1280;

const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageWidths(originalWidth: number): number[] {
  const widths: number[] = WIDTHS.filter((width) => width < originalWidth);
  const largest = Math.min(originalWidth, LARGEST);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/** Content-addressed: the id is the upload's hash, so the URL never changes meaning. */
export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/images/${id}/${width}.${format}`;
}

export function srcSet(image: ImageRef, format: ImageFormat): string {
  return imageWidths(image.width)
    .map((width) => `${imageUrl(image.id, width, format)} ${width}w`)
    .join(", ");
}
