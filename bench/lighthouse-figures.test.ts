import { describe, expect, it } from "vitest";
import { figuresOf, flaggedAudits, type LhrLike } from "./lighthouse-figures.ts";

function lhr(overrides: Partial<LhrLike["audits"]> = {}): LhrLike {
  const category = (
    title: string,
    score: number,
    auditRefs: LhrLike["categories"][string]["auditRefs"] = [],
  ) => ({
    title,
    score,
    auditRefs,
  });
  return {
    categories: {
      performance: category("Performance", 0.97, [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "uses-long-cache-ttl", weight: 0 },
      ]),
      accessibility: category("Accessibility", 1, [{ id: "color-contrast", weight: 7 }]),
      "best-practices": category("Best Practices", 1),
      seo: category("SEO", 0.92),
    },
    audits: {
      "first-contentful-paint": { title: "FCP", score: 1, numericValue: 812.4 },
      "largest-contentful-paint": {
        title: "Largest Contentful Paint",
        score: 0.88,
        numericValue: 1510,
      },
      "total-blocking-time": { title: "TBT", score: 1, numericValue: 20 },
      "cumulative-layout-shift": { title: "CLS", score: 1, numericValue: 0 },
      "total-byte-weight": { title: "Bytes", score: 1, numericValue: 123_456 },
      "uses-long-cache-ttl": { title: "Cache policy", score: 0.5 },
      "color-contrast": { title: "Contrast", score: 1 },
      ...overrides,
    },
  };
}

describe("figuresOf", () => {
  it("reads scores as 0–100 and the metrics in ms and bytes", () => {
    expect(figuresOf(lhr())).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcpMs: 812.4,
      lcpMs: 1510,
      tbtMs: 20,
      cls: 0,
      totalBytes: 123_456,
    });
  });

  it("refuses a result missing a metric rather than reporting zero", () => {
    expect(() => figuresOf(lhr({ "total-blocking-time": { title: "TBT", score: null } }))).toThrow(
      /total-blocking-time/,
    );
  });
});

describe("flaggedAudits", () => {
  it("names weighted audits below full marks, with their category", () => {
    expect(flaggedAudits(lhr())).toEqual(["Performance: Largest Contentful Paint"]);
  });

  it("includes failing accessibility audits", () => {
    const failing = lhr({ "color-contrast": { title: "Contrast", score: 0 } });
    expect(flaggedAudits(failing)).toContain("Accessibility: Contrast");
  });
});
