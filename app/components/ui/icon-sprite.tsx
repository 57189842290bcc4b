import type { ComponentType, SVGProps } from "react";

/** An icon component, as lucide's are. */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * lucide icons drawn once per page as `<symbol>`s, and used by reference: a list that shows the
 * same few icons on every row (the admin's fifty testimonials) gives each one as two plain
 * elements instead of an icon component with its own paths, less for the browser to build and
 * for React to take over (docs/performance.md).
 */
export function IconSprite<Name extends string>({
  prefix,
  icons,
}: {
  /** Unique on the page: the symbols' ids are `${prefix}-${name}`. */
  prefix: string;
  icons: Record<Name, Icon>;
}) {
  return (
    <svg aria-hidden="true" className="hidden">
      {(Object.entries(icons) as [Name, Icon][]).map(([name, Icon]) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** The ids of the symbols an `IconSprite` with `prefix` draws, by the icons' names. */
export function spriteIds<Name extends string>(
  prefix: string,
  icons: Record<Name, Icon>,
): Record<Name, string> {
  return Object.fromEntries(
    Object.keys(icons).map((name) => [name, `${prefix}-${name}`]),
  ) as Record<Name, string>;
}

/** One icon of an `IconSprite`, hidden from screen readers (a plain element, no component). */
export function spriteIcon(id: string, className: string) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
