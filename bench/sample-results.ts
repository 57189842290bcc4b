import type { BenchResults, LighthouseFigures, LoadFigures } from "./types.ts";

/** A made-up bench run for the report and budget tests: home measured, /booking missing. */

export const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  totalBytes: 120_000,
};

const fast: LoadFigures = {
  requestsPerSec: 9000,
  p50Ms: 4,
  p99Ms: 12,
  errors: 0,
  requests: 90_000,
  encoding: "br",
};

export function sampleResults(): BenchResults {
  const none = { requests: 0, raw: 0, served: 0 };
  return {
    startedAt: "2026-11-22T05:00:00.000Z",
    finishedAt: "2026-11-22T05:09:00.000Z",
    environment: {
      cpu: "Test CPU",
      cores: 2,
      node: "v24.21.0",
      chromium: "Chromium 156",
      lighthouse: "13.5.0",
      autocannon: "9.0.0",
      nginx: "nginx/1.22.1",
      commit: "abc1234",
      loadAverage: 0.4,
    },
    pages: ["/"],
    api: [],
    notFound: ["/booking", "/api/testimonials"],
    server: {
      readyMs: [400, 380, 390],
      readyMedianMs: 390,
      idleRssBytes: 80e6,
      idleAfterLoadRssBytes: 95e6,
    },
    lighthouse: [
      {
        path: "/",
        formFactor: "mobile",
        runs: 3,
        median: { ...perfect, lcpMs: 1800 },
        flagged: [],
      },
      {
        path: "/",
        formFactor: "desktop",
        runs: 3,
        median: perfect,
        flagged: ["SEO: Links are not crawlable"],
      },
    ],
    bytes: [
      {
        path: "/",
        viewport: "phone",
        byCategory: {
          html: { requests: 1, raw: 20_000, served: 6_000 },
          css: { requests: 1, raw: 30_000, served: 8_000 },
          js: { requests: 4, raw: 300_000, served: 100_000 },
          font: none,
          image: none,
          other: none,
        },
        jsCssServed: 108_000,
        totalServed: 114_000,
        totalRaw: 350_000,
      },
    ],
    load: [
      {
        path: "/",
        bodyBytes: 20_000,
        ours: fast,
        nginx: { ...fast, requestsPerSec: 30_000, encoding: "gzip" },
        ratio: 0.3,
      },
    ],
    loadSettings: {
      connections: 50,
      durationSec: 10,
      warmupSec: 3,
      acceptEncoding: "gzip, deflate, br, zstd",
    },
  };
}
