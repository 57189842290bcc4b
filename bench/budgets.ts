/**
 * The budgets of docs/quality.md ("What we measure against"), and how a figure is compared
 * with one. KB and MB are decimal (1 KB = 1000 bytes), the stricter reading.
 */

export type Unit = "score" | "ms" | "cls" | "bytes" | "ratio" | "count" | "memory";
export type Budget = { limit: number; atMost: boolean; unit: Unit };

export const BUDGETS = {
  lighthouseScore: { limit: 100, atMost: false, unit: "score" },
  lcpMobileMs: { limit: 1200, atMost: true, unit: "ms" },
  tbtMs: { limit: 50, atMost: true, unit: "ms" },
  cls: { limit: 0, atMost: true, unit: "cls" },
  homeJsCssBytes: { limit: 115_000, atMost: true, unit: "bytes" },
  homeTotalBytes: { limit: 350_000, atMost: true, unit: "bytes" },
  nginxRatio: { limit: 0.4, atMost: false, unit: "ratio" },
  loadErrors: { limit: 0, atMost: true, unit: "count" },
  p99Ms: { limit: 25, atMost: true, unit: "ms" },
  readyMs: { limit: 1500, atMost: true, unit: "ms" },
  idleRssBytes: { limit: 150_000_000, atMost: true, unit: "memory" },
} as const satisfies Record<string, Budget>;

export type CheckStatus = "met" | "missed" | "not measured";
export type Check = {
  figure: string;
  value: number | null;
  measured: string;
  budget: string;
  status: CheckStatus;
};

const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));

export function formatValue(unit: Unit, value: number): string {
  switch (unit) {
    case "score":
      return trim(value, 1);
    case "ms":
      return value >= 1000 ? `${trim(value / 1000, 2)} s` : `${trim(value, value < 10 ? 1 : 0)} ms`;
    case "cls":
      if (value === 0) return "0";
      return value >= 0.001 ? value.toFixed(3) : value.toExponential(1);
    case "bytes":
      return `${(value / 1000).toFixed(1)} KB`;
    case "ratio":
      return `${Math.round(value * 100)} %`;
    case "count":
      return String(value);
    case "memory":
      return `${(value / 1_000_000).toFixed(1)} MB`;
  }
}

export function formatBudget(budget: Budget): string {
  if (budget.unit === "cls" || (budget.unit === "count" && budget.limit === 0)) {
    return formatValue(budget.unit, budget.limit);
  }
  return `${budget.atMost ? "≤" : "≥"} ${formatValue(budget.unit, budget.limit)}`;
}

export function meets(budget: Budget, value: number): boolean {
  return budget.atMost ? value <= budget.limit : value >= budget.limit;
}

export function check(figure: string, value: number, budget: Budget): Check {
  return {
    figure,
    value,
    measured: formatValue(budget.unit, value),
    budget: formatBudget(budget),
    status: meets(budget, value) ? "met" : "missed",
  };
}

export function notMeasured(figure: string, why: string): Check {
  return { figure, value: null, measured: why, budget: "—", status: "not measured" };
}
