import { expect, it } from "vitest";
import { BUDGETS, check, median, reportOf } from "./budgets.ts";

it("meets a budget at its limit and misses it beyond, in the budget's direction", () => {
  expect(check("TBT", 50, BUDGETS.tbtMs).met).toBe(true);
  expect(check("TBT", 51, BUDGETS.tbtMs).met).toBe(false);
  expect(check("vs nginx", 19.9, BUDGETS.appAloneVsNginx).met).toBe(false);
  expect(check("vs nginx", 20, BUDGETS.appAloneVsNginx)).toMatchObject({
    measured: "20 %",
    budget: "≥ 20 %",
    met: true,
  });
  expect(check("CLS", 0, BUDGETS.cls).budget).toBe("0");
  expect(check("RSS", 187_300_000, BUDGETS.rssAfterLoadBytes).measured).toBe("187.3 MB");
});

it("takes the median of odd and even counts", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

it("says how many budgets were met and names the missed ones", () => {
  const report = reportOf([check("a", 1, BUDGETS.tbtMs), check("b", 60, BUDGETS.tbtMs)], [], []);
  expect(report).toContain("**1 of 2 budgets met**; missed: b.");
  expect(report).toContain("| b | 60 ms | ≤ 50 ms | ❌ |");
});
