import { describe, expect, it } from "vitest";
import { dayEnd, dayStart, parseDay } from "./log-days.ts";

describe("the log's days", () => {
  it.each([
    ["14.12.2026", { year: 2026, month: 12, day: 14 }],
    ["1.2.2026", { year: 2026, month: 2, day: 1 }],
    [" 14-12-2026 ", { year: 2026, month: 12, day: 14 }],
    ["14/12/2026", { year: 2026, month: 12, day: 14 }],
    ["2026-12-14", { year: 2026, month: 12, day: 14 }],
  ])("reads %s as a day", (text, day) => {
    expect(parseDay(text)).toEqual(day);
  });

  it.each([
    "",
    "14.12",
    "12/14/2026x",
    "30.02.2026",
    "31.04.2026",
    "2026-13-01",
    "i går",
    "14.12.26",
  ])("refuses %j", (text) => {
    expect(parseDay(text)).toBeNull();
  });

  it("takes whole days on Copenhagen's clock, in winter and in summer", () => {
    expect(dayStart({ year: 2026, month: 12, day: 14 })).toBe("2026-12-13T23:00:00.000Z");
    expect(dayEnd({ year: 2026, month: 12, day: 14 })).toBe("2026-12-14T23:00:00.000Z");
    expect(dayStart({ year: 2026, month: 7, day: 1 })).toBe("2026-06-30T22:00:00.000Z");
    // The day summer time starts has 23 hours; the month's last day runs into the next month.
    expect(dayEnd({ year: 2026, month: 3, day: 29 })).toBe("2026-03-29T22:00:00.000Z");
    expect(dayEnd({ year: 2026, month: 12, day: 31 })).toBe("2026-12-31T23:00:00.000Z");
  });
});
