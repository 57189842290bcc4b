import { describe, expect, it } from "vitest";
import { checksOf } from "./checks.ts";
import { sampleResults } from "./sample-results.ts";

const find = (figure: string) => {
  const found = checksOf(sampleResults()).find((c) => c.figure === figure);
  if (!found) throw new Error(`no check named ${figure}`);
  return found;
};

describe("checksOf", () => {
  it("holds the mobile LCP to 1.2 s and reports the miss", () => {
    expect(find("`/` Lighthouse mobile LCP")).toMatchObject({
      measured: "1.8 s",
      status: "missed",
    });
  });

  it("gives desktop no LCP budget but the same score, TBT and CLS budgets", () => {
    const figures = checksOf(sampleResults()).map((c) => c.figure);
    expect(figures).not.toContain("`/` Lighthouse desktop LCP");
    expect(find("`/` Lighthouse desktop Performance").status).toBe("met");
    expect(find("`/` Lighthouse desktop CLS").status).toBe("met");
  });

  it("checks the home page's compressed JS + CSS and whole weight", () => {
    expect(find("`/` JS + CSS as served (phone)")).toMatchObject({
      measured: "108.0 KB",
      status: "met",
    });
    expect(find("`/` whole page as served (phone)").status).toBe("met");
  });

  it("holds throughput to 40 % of nginx, with zero errors and a p99 of 25 ms", () => {
    expect(find("`/` requests/s vs nginx")).toMatchObject({ measured: "30 %", status: "missed" });
    expect(find("`/` errors under load").status).toBe("met");
    expect(find("`/` p99 latency").status).toBe("met");
  });

  it("lists a missing page once, as not measured rather than missed", () => {
    expect(find("`/booking`")).toMatchObject({
      measured: "not found (404)",
      status: "not measured",
    });
  });

  it("checks start-up time and idle memory", () => {
    expect(find("server ready after start (median of 3)").status).toBe("met");
    expect(find("idle memory (RSS) after the load test").measured).toBe("95.0 MB");
  });
});
