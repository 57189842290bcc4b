import { randomUUID } from "node:crypto";

/**
 * One JSON object per line on stdout (errors on stderr), for any log shipper to pick up.
 *
 * Info lines (one per request) are gathered and written together once per turn of the event
 * loop: under load that is one write for many requests instead of one each, for this process
 * and for whatever reads its output. Warnings and errors go out at once, after what was gathered,
 * and so does everything gathered when the process exits.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

let pending = "";
let scheduled = false;

function flush() {
  scheduled = false;
  if (pending === "") return;
  const lines = pending;
  pending = "";
  process.stdout.write(lines);
}

process.on("exit", flush);

let stampedAt = 0;
let stamp = "";

/** The current time in ISO 8601, formatted once per millisecond (many requests share one). */
function now(): string {
  const ms = Date.now();
  if (ms !== stampedAt) {
    stampedAt = ms;
    stamp = new Date(ms).toISOString();
  }
  return stamp;
}

function gather(line: string) {
  pending += line;
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

function write(level: "info" | "warn" | "error", msg: string, fields: LogFields = {}) {
  const line = `${JSON.stringify({ time: now(), level, msg, ...fields })}\n`;
  if (level !== "info") {
    flush();
    process.stderr.write(line);
    return;
  }
  gather(line);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The client's `X-Request-Id` when it is a plain token of at most 64 characters, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** One line per request; the path is without its query string (it may carry tokens). */
export function logRequest(
  method: string,
  path: string,
  status: number,
  started: number,
  id: string,
) {
  // The line `log.info("request", { method, path, status, duration_ms, request_id })` writes,
  // put together without building an object: this runs once per request.
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  gather(
    `{"time":"${now()}","level":"info","msg":"request","method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"duration_ms":${durationMs},"request_id":${JSON.stringify(id)}}\n`,
  );
}
