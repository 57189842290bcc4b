import type { ImageRef } from "#app/content/sections.ts";
import { imageUrl, imageWidths, srcSet } from "#app/lib/images.ts";

/**
 * An image staff uploaded, in AVIF where the browser takes it and WebP otherwise, at the width
 * the layout needs (`sizes`). Its own width and height reserve the space before it loads.
 */
export function ContentPicture({
  image,
  alt,
  sizes,
  className = "",
  eager = false,
}: {
  image: ImageRef;
  alt: string;
  sizes: string;
  className?: string;
  /** At the top of its page (its largest paint): fetched at once instead of when near. */
  eager?: boolean;
}) {
  const widths = imageWidths(image.width);
  const fallback = widths[widths.length - 1] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image.id, fallback, "webp")}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
