import { describe, expect, it } from "vitest";
import { median, medianOfEach } from "./median.ts";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([900, 100, 300])).toBe(300);
    expect(median([5])).toBe(5);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });

  it("takes each field's median on its own", () => {
    const runs = [
      { lcp: 1000, tbt: 90 },
      { lcp: 1400, tbt: 10 },
      { lcp: 1100, tbt: 30 },
    ];
    expect(medianOfEach(runs)).toEqual({ lcp: 1100, tbt: 30 });
  });
});
