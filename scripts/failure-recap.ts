import { stripVTControlCharacters } from "node:util";

/**
 * What a failed suite said about its failure, short enough to repeat at the very end of
 * `npm test`: a CI log is often read from its tail, and the browser suite's hundreds of lines
 * come after the unit suite's report.
 *
 * Vitest's report of failures (from its first "⎯⎯ Failed …" heading on, which it writes to
 * standard error) is kept without the source excerpts, followed by its totals (which it writes
 * to standard output, so they may come before or after); any other tool's output is
 * represented by its last lines.
 */
export function failureRecap(output: string, maxLines = 60): string[] {
  const lines = stripVTControlCharacters(output).replaceAll("\r", "").trimEnd().split("\n");
  const first = lines.findIndex((line) => /^⎯+ (?:Failed|Unhandled) /.test(line));
  if (first === -1) return lines.slice(-Math.min(maxLines, 30));
  const totalsAt = lines.findIndex((line) => /^\s*Test Files\s/.test(line));
  const totals = totalsAt === -1 ? [] : lines.slice(totalsAt, totalsAt + 2);
  const report = lines
    .slice(first, totalsAt > first ? totalsAt : undefined)
    // The excerpt of source under each error (`  5| expect(x)…`, `   |  ^`).
    .filter((line) => !/^\s*\d*\|/.test(line))
    .filter((line, index, kept) => line.trim() !== "" || kept[index - 1]?.trim() !== "");
  const room = maxLines - totals.length;
  if (report.length <= room) return [...report, ...totals];
  const omitted = report.length - room + 1;
  return [
    ...report.slice(0, room - 1),
    `… ${omitted} lines left out here (the whole report is above)`,
    ...totals,
  ];
}
