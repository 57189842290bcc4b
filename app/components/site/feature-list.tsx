import Check from "lucide-react/icons/check";
import { fallbackLang } from "#app/content/localize.ts";

/** The names of `Owner`'s lists of lines. */
type Lines<Owner> = {
  [Key in keyof Owner]: Owner[Key] extends readonly string[] ? Key : never;
}[keyof Owner] &
  string;

/**
 * The lines of one list of an item staff edit (a department's highlights), each with a check
 * mark; a line shown in staff's Danish on an English page says so in its `lang`.
 */
export function FeatureList<Owner extends object>({
  of,
  field,
  className = "",
}: {
  of: Owner;
  field: Lines<Owner>;
  className?: string;
}) {
  const items = of[field] as readonly string[];
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item, index) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <span lang={fallbackLang(of, field, index)}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
