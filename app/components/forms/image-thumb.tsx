import type { ImageRef } from "#app/content/sections.ts";
import { imageUrl, imageWidths } from "#app/lib/images.ts";

/**
 * A stored image small, as the admin's forms show it: its smallest WebP width, decorative (the
 * field's label says what it is), sized by `className`.
 */
export function ImageThumb({ image, className }: { image: ImageRef; className: string }) {
  return (
    <img
      src={imageUrl(image.id, imageWidths(image.width)[0] ?? image.width, "webp")}
      alt=""
      width={image.width}
      height={image.height}
      className={`w-auto border border-border bg-white/5 object-contain ${className}`}
    />
  );
}
