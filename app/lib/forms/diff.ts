/**
 * The paths at which two JSON values differ, down to their leaves (`["3.answer", "5"]`): what a
 * saved version changed, kept with it for the history. An item added or removed is its path.
 */
export function changedPaths(before: unknown, after: unknown, at = ""): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const nested = (value: unknown) => typeof value === "object" && value !== null;
  if (!nested(before) || !nested(after) || Array.isArray(before) !== Array.isArray(after)) {
    return [at];
  }
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  const inside = (key: string) => (at ? `${at}.${key}` : key);
  return [...keys].flatMap((key) =>
    changedPaths(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      inside(key),
    ),
  );
}
