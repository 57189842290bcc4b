/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** For records with the same numeric fields: the median of each field on its own. */
export function medianOfEach<T extends Record<string, number>>(records: readonly T[]): T {
  const first = records[0];
  if (!first) throw new Error("median of no records");
  const result: Record<string, number> = {};
  for (const key of Object.keys(first)) result[key] = median(records.map((r) => r[key] as number));
  return result as T;
}
