import { stripVTControlCharacters } from "node:util";

/**
 * What a failed suite said about its failure, short enough to repeat at the very end of
 * `npm test`: a CI log is often read from its tail, and the browser suite's hundreds of lines
 * come after the unit suite's report.
 *
 * Vitest's report of failures (from its first "⎯⎯ Failed …" heading on, which it writes to
 * standard error) is kept without the source excerpts, followed by its totals (which it writes
 * to standard output, so they may come before or after). Playwright's (from its first numbered
 * failure, "  1) [project] › file:line › …", to its totals) is kept without the source excerpts
 * and the list of screenshots, whose paths name files on the machine that ran it. Any other
 * tool's output is represented by its last lines.
 */
export function failureRecap(output: string, maxLines = 60): string[] {
  const lines = stripVTControlCharacters(output).replaceAll("\r", "").trimEnd().split("\n");
  const vitest = lines.findIndex((line) => /^⎯+ (?:Failed|Unhandled) /.test(line));
  if (vitest !== -1) {
    const totalsAt = lines.findIndex((line) => /^\s*Test Files\s/.test(line));
    const totals = totalsAt === -1 ? [] : lines.slice(totalsAt, totalsAt + 2);
    const report = lines.slice(vitest, totalsAt > vitest ? totalsAt : undefined);
    return shortened(withoutExcerpts(report), totals, maxLines);
  }
  const playwright = lines.findIndex((line) =>
    /^\s+\d+\) (?:\[[^\]]+\] › )?\S+:\d+:\d+ › /.test(line),
  );
  if (playwright !== -1) {
    const totalsAt = lines.findIndex(
      (line, index) => index > playwright && /^\s+\d+ (?:failed|flaky)$/.test(line),
    );
    const report = lines
      .slice(playwright, totalsAt === -1 ? undefined : totalsAt)
      .filter((line) => !/^\s*(?:attachment #\d+:|test-results\/|Error Context:|─+$)/.test(line));
    const totals = totalsAt === -1 ? [] : lines.slice(totalsAt, totalsAt + 12);
    return shortened(withoutExcerpts(report), totals, maxLines);
  }
  return lines.slice(-Math.min(maxLines, 30));
}

/** The source under each error (`  5| expect(x)…`, `> 170 |`, `   |  ^`), and doubled blank lines. */
function withoutExcerpts(report: string[]): string[] {
  return report
    .filter((line) => !/^\s*>?\s*\d*\s?\|/.test(line))
    .filter((line, index, kept) => line.trim() !== "" || kept[index - 1]?.trim() !== "");
}

/** The report and its totals in `maxLines`: a long report loses lines from its end, said so. */
function shortened(report: string[], totals: string[], maxLines: number): string[] {
  const room = maxLines - totals.length;
  if (report.length <= room) return [...report, ...totals];
  const omitted = report.length - room + 1;
  return [
    ...report.slice(0, room - 1),
    `… ${omitted} lines left out here (the whole report is above)`,
    ...totals,
  ];
}
