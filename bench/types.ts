/** The figures one `npm run bench` gathers; `report.json` is this shape. */

export type FormFactor = "mobile" | "desktop";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
};

export type LighthouseResult = {
  path: string;
  formFactor: FormFactor;
  runs: number;
  /** Each figure is the median of the runs, taken figure by figure. */
  median: LighthouseFigures;
  /** Audits that scored below 1 in any run ("category: title"), to show what to fix. */
  flagged: string[];
};

export const BYTE_CATEGORIES = ["js", "css", "image", "font", "html", "other"] as const;
export type ByteCategory = (typeof BYTE_CATEGORIES)[number];

/** raw: decoded body bytes; served: bytes on the wire (compressed body + headers). */
export type ByteCount = { requests: number; raw: number; served: number };
export type ByteTotals = Record<ByteCategory, ByteCount>;

export type PageBytes = {
  path: string;
  viewport: "phone" | "desktop";
  byCategory: ByteTotals;
  jsCssServed: number;
  totalServed: number;
  totalRaw: number;
};

export type LoadFigures = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** Content-Encoding of the answer to the benchmark's request headers. */
  encoding: string;
};

export type LoadResult = {
  path: string;
  bodyBytes: number;
  ours: LoadFigures;
  nginx: LoadFigures;
  /** ours / nginx requests per second. */
  ratio: number;
};

export type ServerFigures = {
  readyMs: number[];
  readyMedianMs: number;
  idleRssBytes: number;
  idleAfterLoadRssBytes: number;
};

export type Environment = {
  cpu: string;
  cores: number;
  node: string;
  chromium: string;
  lighthouse: string;
  autocannon: string;
  nginx: string;
  commit: string;
  /** The one-minute load average when the bench started. */
  loadAverage: number;
};

export type BenchResults = {
  startedAt: string;
  finishedAt: string;
  environment: Environment;
  /** Every path measured, and the ones skipped because they answered 404. */
  pages: string[];
  api: string[];
  notFound: string[];
  server: ServerFigures;
  lighthouse: LighthouseResult[];
  bytes: PageBytes[];
  load: LoadResult[];
  loadSettings: {
    connections: number;
    durationSec: number;
    warmupSec: number;
    acceptEncoding: string;
  };
};
