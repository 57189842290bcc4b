import { describe, expect, it } from "vitest";
import { BUDGETS, check, formatBudget, formatValue, meets, notMeasured } from "./budgets.ts";

describe("meets", () => {
  it("accepts a ceiling figure up to and including its limit", () => {
    expect(meets(BUDGETS.lcpMobileMs, 1200)).toBe(true);
    expect(meets(BUDGETS.lcpMobileMs, 1201)).toBe(false);
    expect(meets(BUDGETS.homeJsCssBytes, 115_000)).toBe(true);
    expect(meets(BUDGETS.homeJsCssBytes, 115_001)).toBe(false);
  });

  it("accepts a floor figure from its limit up", () => {
    expect(meets(BUDGETS.lighthouseScore, 100)).toBe(true);
    expect(meets(BUDGETS.lighthouseScore, 99)).toBe(false);
    expect(meets(BUDGETS.nginxRatio, 0.4)).toBe(true);
    expect(meets(BUDGETS.nginxRatio, 0.39)).toBe(false);
  });

  it("allows no layout shift and no error at all", () => {
    expect(meets(BUDGETS.cls, 0)).toBe(true);
    expect(meets(BUDGETS.cls, 0.0001)).toBe(false);
    expect(meets(BUDGETS.loadErrors, 1)).toBe(false);
  });
});

describe("formatting", () => {
  it("writes each unit the way the report reads", () => {
    expect(formatValue("ms", 1234)).toBe("1.23 s");
    expect(formatValue("ms", 48.6)).toBe("49 ms");
    expect(formatValue("ms", 3.14)).toBe("3.1 ms");
    expect(formatValue("bytes", 114_512)).toBe("114.5 KB");
    expect(formatValue("memory", 61_440_000)).toBe("61.4 MB");
    expect(formatValue("ratio", 0.734)).toBe("73 %");
    expect(formatValue("cls", 0)).toBe("0");
    expect(formatValue("cls", 0.0421)).toBe("0.042");
    expect(formatValue("cls", 0.0002)).toBe("2.0e-4");
  });

  it("writes budgets with their direction", () => {
    expect(formatBudget(BUDGETS.lcpMobileMs)).toBe("≤ 1.2 s");
    expect(formatBudget(BUDGETS.lighthouseScore)).toBe("≥ 100");
    expect(formatBudget(BUDGETS.nginxRatio)).toBe("≥ 40 %");
    expect(formatBudget(BUDGETS.idleRssBytes)).toBe("≤ 150.0 MB");
    expect(formatBudget(BUDGETS.cls)).toBe("0");
    expect(formatBudget(BUDGETS.loadErrors)).toBe("0");
  });
});

describe("check", () => {
  it("marks a missed budget as missed and keeps the figure", () => {
    expect(check("`/` LCP", 1800, BUDGETS.lcpMobileMs)).toEqual({
      figure: "`/` LCP",
      value: 1800,
      measured: "1.8 s",
      budget: "≤ 1.2 s",
      status: "missed",
    });
  });

  it("marks a met budget as met", () => {
    expect(check("ready", 420, BUDGETS.readyMs).status).toBe("met");
  });

  it("says why a figure could not be measured", () => {
    expect(notMeasured("`/booking`", "not found (404)")).toMatchObject({
      value: null,
      measured: "not found (404)",
      status: "not measured",
    });
  });
});
