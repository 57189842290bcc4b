/** A column named for screen readers only (a column of buttons). */
type Column = string | { hidden: string };

/**
 * The header row of an admin table: one `th` a column, spaced from the next by `gap` (the last
 * needs none), in the table's `weight`.
 */
export function ColumnHeads({
  columns,
  gap,
  weight,
}: {
  columns: Column[];
  gap: "pr-3" | "pr-4";
  weight: "font-medium" | "font-semibold";
}) {
  return (
    <tr>
      {columns.map((column, index) => {
        const last = index === columns.length - 1;
        return (
          <th
            key={typeof column === "string" ? column : column.hidden}
            scope="col"
            className={last ? `py-2 ${weight}` : `py-2 ${gap} ${weight}`}
          >
            {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
          </th>
        );
      })}
    </tr>
  );
}
