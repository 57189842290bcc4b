import type { InlineSvg } from "#app/lib/svg-in-page.ts";

/**
 * A drawing that is part of the page's markup (prepared by `lib/svg-in-page.ts`). With a `label`
 * it is an image of that name; without, decoration hidden from assistive technology. The drawing
 * scales to the element's width, keeping its proportions (its `viewBox`), or with `fill` takes
 * the element's whole box (the drawing's own `preserveAspectRatio` decides how).
 */
export function Illustration({
  markup,
  label,
  fill = false,
  className = "",
}: {
  markup: InlineSvg;
  label?: string;
  fill?: boolean;
  className?: string;
}) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <span
      {...a11y}
      className={`block [&>svg]:block ${fill ? "[&>svg]:size-full" : "[&>svg]:h-auto [&>svg]:w-full"} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawings from app/images, no input
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
