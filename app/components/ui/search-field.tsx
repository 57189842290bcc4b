import Search from "lucide-react/icons/search";
import type { InputHTMLAttributes } from "react";
import { controlClass } from "./fields.tsx";

/** A search box with its magnifier, named for assistive technology by `label`. */
export function SearchField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input id={id} type="search" className={`${controlClass} pl-9`} {...input} />
    </div>
  );
}
