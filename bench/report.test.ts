import { describe, expect, it } from "vitest";
import { checksOf } from "./checks.ts";
import { machineLoadNote, renderReport, summaryOf } from "./report.ts";
import { sampleResults } from "./sample-results.ts";

const results = sampleResults();
const checks = checksOf(results);
const report = renderReport(results, checks);

describe("renderReport", () => {
  it("puts each figure beside its budget with a mark", () => {
    expect(report).toContain("| `/` Lighthouse mobile LCP | 1.8 s | ≤ 1.2 s | ❌ |");
    expect(report).toContain("| `/` Lighthouse mobile Performance | 100 | ≥ 100 | ✅ |");
    expect(report).toContain("| `/booking` | not found (404) | — | — |");
  });

  it("counts met, missed and unmeasured budgets", () => {
    const missed = checks.filter((c) => c.status === "missed").length;
    expect(missed).toBe(2);
    expect(summaryOf(checks)).toBe(
      `**${checks.length - 4} of ${checks.length - 2} budgets met**, 2 missed, 2 not measured.`,
    );
  });

  it("shows the nginx baseline beside our figures, with the encodings", () => {
    expect(report).toContain("| `/` | 20.0 KB | 9000 | 30000 | 30 % | 4 ms / 12 ms |");
    expect(report).toContain("| 0 / 0 | br / gzip |");
  });

  it("shows bytes as served and raw, and what Lighthouse flagged", () => {
    expect(report).toContain("| `/` | phone | 6.0 KB / 20.0 KB | 8.0 KB / 30.0 KB |");
    expect(report).toContain("- `/` desktop: SEO: Links are not crawlable");
  });

  it("names the machine and tool versions", () => {
    expect(report).toContain("Test CPU, 2 cores; Node v24.21.0; Chromium 156");
  });
});

describe("machineLoadNote", () => {
  it("warns when other work was running on the machine", () => {
    expect(machineLoadNote({ loadAverage: 21.5, cores: 2 })).toContain("The machine was busy");
    expect(machineLoadNote({ loadAverage: 0.4, cores: 2 })).toBe(
      "Load average when it started: 0.4 on 2 cores.",
    );
  });

  it("is in the report", () => {
    expect(report).toContain("Load average when it started: 0.4 on 2 cores.");
  });
});
