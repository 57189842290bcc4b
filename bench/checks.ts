import { BUDGETS, type Check, check, notMeasured } from "./budgets.ts";
import { HOME } from "./targets.ts";
import type { BenchResults, LighthouseResult } from "./types.ts";

/** Every budgeted figure of one bench run beside its budget, in the report's order. */
export function checksOf(results: BenchResults): Check[] {
  return [
    ...serverChecks(results),
    ...results.notFound.map((path) => notMeasured(`\`${path}\``, "not found (404)")),
    ...results.lighthouse.flatMap(lighthouseChecks),
    ...byteChecks(results),
    ...loadChecks(results),
  ];
}

function serverChecks({ server }: BenchResults): Check[] {
  return [
    check("server ready after start (median of 3)", server.readyMedianMs, BUDGETS.readyMs),
    check("idle memory (RSS) after warm-up", server.idleRssBytes, BUDGETS.idleRssBytes),
    check(
      "idle memory (RSS) after the load test",
      server.idleAfterLoadRssBytes,
      BUDGETS.idleRssBytes,
    ),
  ];
}

function lighthouseChecks({ path, formFactor, median }: LighthouseResult): Check[] {
  const name = `\`${path}\` Lighthouse ${formFactor}`;
  const score = BUDGETS.lighthouseScore;
  const rows = [
    check(`${name} Performance`, median.performance, score),
    check(`${name} Accessibility`, median.accessibility, score),
    check(`${name} Best Practices`, median.bestPractices, score),
    check(`${name} SEO`, median.seo, score),
  ];
  if (formFactor === "mobile") rows.push(check(`${name} LCP`, median.lcpMs, BUDGETS.lcpMobileMs));
  rows.push(check(`${name} TBT`, median.tbtMs, BUDGETS.tbtMs));
  rows.push(check(`${name} CLS`, median.cls, BUDGETS.cls));
  return rows;
}

function byteChecks({ bytes }: BenchResults): Check[] {
  return bytes
    .filter((page) => page.path === HOME)
    .flatMap((page) => [
      check(
        `\`${page.path}\` JS + CSS as served (${page.viewport})`,
        page.jsCssServed,
        BUDGETS.homeJsCssBytes,
      ),
      check(
        `\`${page.path}\` whole page as served (${page.viewport})`,
        page.totalServed,
        BUDGETS.homeTotalBytes,
      ),
    ]);
}

function loadChecks({ load }: BenchResults): Check[] {
  return load.flatMap((target) => [
    check(`\`${target.path}\` requests/s vs nginx`, target.ratio, BUDGETS.nginxRatio),
    check(`\`${target.path}\` errors under load`, target.ours.errors, BUDGETS.loadErrors),
    check(`\`${target.path}\` p99 latency`, target.ours.p99Ms, BUDGETS.p99Ms),
  ]);
}
