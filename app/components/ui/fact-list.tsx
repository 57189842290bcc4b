import type { ReactNode } from "react";

/**
 * Labelled facts as a description list: each label above its value on a phone, the two side by
 * side from `sm` (a registration's details, a player's next match).
 */
export function FactList({
  rows,
  className,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  className: string;
}) {
  return (
    <dl className={`grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted sm:pt-0.5">{label}</dt>
          <dd className="-mt-3 font-medium sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
