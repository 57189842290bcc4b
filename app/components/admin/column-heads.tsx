/** A column named for screen readers only (a column of buttons). */
type Column = string | { hidden: string };

/** The first column of a table wider than a phone: it stays put while the rest scrolls past. */
export const STICKY_FIRST = "sticky left-0 z-[1] bg-surface";

/**
 * The header row of an admin table: one `th` a column, spaced from the next by `gap` (the last
 * needs none), in the table's `weight`; the first one kept in view when `stickyFirst`.
 */
export function ColumnHeads({
  columns,
  gap,
  weight,
  stickyFirst = false,
}: {
  columns: Column[];
  gap: "pr-3" | "pr-4";
  weight: "font-medium" | "font-semibold";
  stickyFirst?: boolean;
}) {
  return (
    <tr>
      {columns.map((column, index) => {
        const last = index === columns.length - 1;
        const sticky = stickyFirst && index === 0 ? ` ${STICKY_FIRST}` : "";
        return (
          <th
            key={typeof column === "string" ? column : column.hidden}
            scope="col"
            className={(last ? `py-2 ${weight}` : `py-2 ${gap} ${weight}`) + sticky}
          >
            {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        );
      })}
    </tr>
  );
}
