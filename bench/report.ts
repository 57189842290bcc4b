import { type Check, type CheckStatus, formatValue } from "./budgets.ts";
import type { BenchResults, ByteCount, PageBytes } from "./types.ts";

/** The Markdown report: the budget table first, then the detail behind each figure. */

const MARKS: Record<CheckStatus, string> = { met: "✅", missed: "❌", "not measured": "—" };

const ms = (value: number) => formatValue("ms", value);
const kb = (value: number) => formatValue("bytes", value);
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");

export function summaryOf(checks: readonly Check[]): string {
  const count = (status: CheckStatus) => checks.filter((c) => c.status === status).length;
  const measured = checks.length - count("not measured");
  const parts = [`**${count("met")} of ${measured} budgets met**`, `${count("missed")} missed`];
  if (count("not measured") > 0) parts.push(`${count("not measured")} not measured`);
  return `${parts.join(", ")}.`;
}

/** A busy machine slows the server and the baseline unevenly: say so beside the figures. */
export function machineLoadNote({
  loadAverage,
  cores,
}: {
  loadAverage: number;
  cores: number;
}): string {
  const note = `Load average when it started: ${loadAverage.toFixed(1)} on ${cores} cores.`;
  return loadAverage > cores / 2
    ? `${note} **The machine was busy: these figures are not those of a quiet machine.**`
    : note;
}

export function budgetTable(checks: readonly Check[]): string {
  return table(
    ["figure", "measured", "budget", ""],
    checks.map((c) => [c.figure, c.measured, c.budget, MARKS[c.status]]),
  );
}

function lighthouseSection(results: BenchResults): string {
  if (results.lighthouse.length === 0) return "No page could be measured.";
  const rows = results.lighthouse.map(({ path, formFactor, median: m }) => [
    `\`${path}\``,
    formFactor,
    `${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo}`,
    ms(m.fcpMs),
    ms(m.lcpMs),
    ms(m.tbtMs),
    formatValue("cls", m.cls),
    kb(m.totalBytes),
  ]);
  const head = ["page", "device", "Perf / A11y / BP / SEO", "FCP", "LCP", "TBT", "CLS", "bytes"];
  const flagged = results.lighthouse
    .filter((r) => r.flagged.length > 0)
    .map((r) => `- \`${r.path}\` ${r.formFactor}: ${r.flagged.join("; ")}`);
  const flaggedText = flagged.length
    ? `Audits below full marks in at least one run:\n\n${flagged.join("\n")}`
    : "No audit below full marks in any run.";
  return `${table(head, rows)}\n\n${flaggedText}`;
}

const cell = (count: ByteCount) =>
  count.requests === 0 ? "—" : `${kb(count.served)} / ${kb(count.raw)}`;

function bytesSection(bytes: readonly PageBytes[]): string {
  const head = ["page", "viewport", "HTML", "CSS", "JS", "fonts", "images", "other"];
  const rows = bytes.map((p) => [
    `\`${p.path}\``,
    p.viewport,
    ...(["html", "css", "js", "font", "image", "other"] as const).map((c) => cell(p.byCategory[c])),
  ]);
  const totals = table(
    ["page", "viewport", "requests", "JS + CSS served", "whole page served", "whole page raw"],
    bytes.map((p) => [
      `\`${p.path}\``,
      p.viewport,
      Object.values(p.byCategory).reduce((sum, c) => sum + c.requests, 0),
      kb(p.jsCssServed),
      kb(p.totalServed),
      kb(p.totalRaw),
    ]),
  );
  return `Each cell: as served / raw.\n\n${table(head, rows)}\n\n${totals}`;
}

function loadSection(results: BenchResults): string {
  const head = ["target", "body (raw)", "ours req/s", "nginx req/s", "ours / nginx"];
  const more = [
    "ours p50 / p99",
    "nginx p50 / p99",
    "errors ours / nginx",
    "encoding ours / nginx",
  ];
  const rows = results.load.map((t) => [
    `\`${t.path}\``,
    kb(t.bodyBytes),
    Math.round(t.ours.requestsPerSec),
    Math.round(t.nginx.requestsPerSec),
    formatValue("ratio", t.ratio),
    `${ms(t.ours.p50Ms)} / ${ms(t.ours.p99Ms)}`,
    `${ms(t.nginx.p50Ms)} / ${ms(t.nginx.p99Ms)}`,
    `${t.ours.errors} / ${t.nginx.errors}`,
    `${t.ours.encoding} / ${t.nginx.encoding}`,
  ]);
  return table([...head, ...more], rows);
}

export function renderReport(results: BenchResults, checks: readonly Check[]): string {
  const { environment: env, server, loadSettings: load } = results;
  return `# Performance report

Written by \`npm run bench\` at ${results.finishedAt} (started ${results.startedAt}) on commit
\`${env.commit}\`: ${env.cpu}, ${env.cores} cores; Node ${env.node}; ${env.chromium};
Lighthouse ${env.lighthouse}; autocannon ${env.autocannon}; ${env.nginx}.
${machineLoadNote(env)} How it measures: \`docs/performance.md\`.

${summaryOf(checks)}

## Budgets

${budgetTable(checks)}

## Lighthouse (median of 3 runs, figure by figure)

${lighthouseSection(results)}

## Bytes each page loads (headless Chromium, cache off, scrolled to the end)

${results.bytes.length ? bytesSection(results.bytes) : "No page could be measured."}

## Throughput and latency

autocannon, ${load.connections} connections, ${load.durationSec} s per target after a ${load.warmupSec} s
warm-up, \`Accept-Encoding: ${load.acceptEncoding}\` to both servers. nginx serves the same bytes
from a file (its precompressed \`.gz\` beside it, \`gzip_static\`), one worker process.

${results.load.length ? loadSection(results) : "No target could be measured."}

## Server

Start to ready (\`"msg":"listening"\`): ${server.readyMs.map(ms).join(", ")}.
Idle memory (RSS): ${formatValue("memory", server.idleRssBytes)} after warm-up,
${formatValue("memory", server.idleAfterLoadRssBytes)} after the load test.
`;
}
