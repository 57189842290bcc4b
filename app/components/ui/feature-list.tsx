import Check from "lucide-react/icons/check";

/** A list of short features, each with a check mark. */
export function FeatureList({
  items,
  className = "",
  lang,
}: {
  items: readonly string[];
  className?: string;
  /** A line's language where it differs from the page's (staff's Danish on an English page). */
  lang?: (index: number) => string | undefined;
}) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item, index) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span lang={lang?.(index)}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
