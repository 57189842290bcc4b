import { describe, expect, it } from "vitest";
import { loadFiguresOf, ratioOf } from "./load-figures.ts";

const json = {
  requests: { average: 8123.5, total: 81_240 },
  latency: { p50: 5, p99: 14 },
  errors: 2,
  timeouts: 1,
  non2xx: 4,
};

describe("loadFiguresOf", () => {
  it("counts connection errors, timeouts and non-2xx answers as errors", () => {
    expect(loadFiguresOf(json, "br")).toEqual({
      requestsPerSec: 8123.5,
      p50Ms: 5,
      p99Ms: 14,
      errors: 7,
      requests: 81_240,
      encoding: "br",
    });
  });
});

describe("ratioOf", () => {
  it("divides our requests/s by nginx's", () => {
    const ours = loadFiguresOf(json, "br");
    const nginx = { ...ours, requestsPerSec: 16_247 };
    expect(ratioOf(ours, nginx)).toBeCloseTo(0.5);
  });

  it("is zero when nginx served nothing", () => {
    const ours = loadFiguresOf(json, "br");
    expect(ratioOf(ours, { ...ours, requestsPerSec: 0 })).toBe(0);
  });
});
