/**
 * The budgets (docs/performance.md#the-budgets) and the report that puts each measured figure
 * beside its budget. KB and MB are decimal (1 KB = 1000 bytes), the stricter reading.
 */

type Unit = "score" | "ms" | "cls" | "bytes" | "percent" | "count";
export type Budget = { limit: number; atMost: boolean; unit: Unit };

export const BUDGETS = {
  lighthouseScore: { limit: 100, atMost: false, unit: "score" },
  lcpMobileMs: { limit: 1200, atMost: true, unit: "ms" },
  tbtMs: { limit: 50, atMost: true, unit: "ms" },
  cls: { limit: 0, atMost: true, unit: "cls" },
  homeJsCssBytes: { limit: 115_000, atMost: true, unit: "bytes" },
  homeTotalBytes: { limit: 350_000, atMost: true, unit: "bytes" },
  textInHtml: { limit: 100, atMost: false, unit: "percent" },
  appAloneVsNginx: { limit: 20, atMost: false, unit: "percent" },
  appAloneP99Ms: { limit: 50, atMost: true, unit: "ms" },
  behindNginxVsNginx: { limit: 40, atMost: false, unit: "percent" },
  behindNginxP99Ms: { limit: 25, atMost: true, unit: "ms" },
  loadErrors: { limit: 0, atMost: true, unit: "count" },
  changeEverywhereMs: { limit: 2000, atMost: true, unit: "ms" },
  readyMs: { limit: 1500, atMost: true, unit: "ms" },
  /** The admin with 10,000 testimonials. */
  adminFirstPageMs: { limit: 1000, atMost: true, unit: "ms" },
  adminEditMs: { limit: 100, atMost: true, unit: "ms" },
  adminKeyMs: { limit: 100, atMost: true, unit: "ms" },
  adminListNodes: { limit: 4999, atMost: true, unit: "count" },
  rssAfterLoadBytes: { limit: 200_000_000, atMost: true, unit: "bytes" },
  /** A sign-up's answer while 50 are made at once. */
  signUpRushP95Ms: { limit: 200, atMost: true, unit: "ms" },
  /** A tournament's live bracket: its followers, each on a stream of its own, and their cost. */
  liveFollowers: { limit: 200, atMost: false, unit: "count" },
  liveRestCorePercent: { limit: 10, atMost: true, unit: "percent" },
} as const satisfies Record<string, Budget>;

export type Check = { figure: string; measured: string; budget: string; met: boolean | null };

function format(unit: Unit, value: number): string {
  switch (unit) {
    case "ms":
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case "cls":
      return value === 0 ? "0" : value.toFixed(3);
    case "bytes":
      return value >= 1_000_000
        ? `${(value / 1_000_000).toFixed(1)} MB`
        : `${(value / 1000).toFixed(1)} KB`;
    case "percent":
      return `${Math.round(value)} %`;
    default:
      return String(Math.round(value * 10) / 10);
  }
}

export function check(figure: string, value: number, budget: Budget): Check {
  const met = budget.atMost ? value <= budget.limit : value >= budget.limit;
  const bound = budget.limit === 0 ? "" : budget.atMost ? "≤ " : "≥ ";
  return {
    figure,
    measured: format(budget.unit, value),
    budget: `${bound}${format(budget.unit, budget.limit)}`,
    met,
  };
}

export function notMeasured(figure: string, why: string): Check {
  return { figure, measured: why, budget: "—", met: null };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function reportOf(checks: Check[], header: string[], notes: string[]): string {
  const met = checks.filter((c) => c.met === true).length;
  const missed = checks.filter((c) => c.met === false);
  const rows = checks.map(
    (c) =>
      `| ${c.figure} | ${c.measured} | ${c.budget} | ${c.met === null ? "–" : c.met ? "✅" : "❌"} |`,
  );
  return [
    "# Performance report",
    "",
    ...header,
    "",
    `**${met} of ${checks.length} budgets met**${missed.length ? `; missed: ${missed.map((c) => c.figure).join("; ")}` : ""}.`,
    "",
    "| figure | measured | budget | |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    ...notes,
    "",
  ].join("\n");
}
