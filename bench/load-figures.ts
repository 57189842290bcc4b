import type { LoadFigures } from "./types.ts";

/** The fields of autocannon's `--json` result the bench reads. */
export type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

export function loadFiguresOf(json: AutocannonJson, encoding: string): LoadFigures {
  return {
    requestsPerSec: json.requests.average,
    p50Ms: json.latency.p50,
    p99Ms: json.latency.p99,
    errors: json.errors + json.timeouts + json.non2xx,
    requests: json.requests.total,
    encoding,
  };
}

/** ours / nginx; zero when nginx answered nothing (the run is then not comparable). */
export function ratioOf(ours: LoadFigures, nginx: LoadFigures): number {
  return nginx.requestsPerSec > 0 ? ours.requestsPerSec / nginx.requestsPerSec : 0;
}
