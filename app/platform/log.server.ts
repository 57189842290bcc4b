import { pino } from "pino";
import { loggedPath } from "#app/lib/token-paths.ts";

/**
 * The process's logger: one JSON object per line on stdout, for any log shipper to pick up.
 * Lines read `{"level":"info","time":"2026-…Z","msg":"…",…fields}` — level by name and time in
 * ISO 8601, which is what a person grepping the journal expects.
 */
export const log = pino(
  {
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written asynchronously (pino's own option): a busy server sends its lines in batches instead
  // of a blocking write per request; pino writes what is left when the process exits.
  pino.destination({ sync: false }),
);

/** An error as log fields: its message, never a stack of user data. */
export function errorFields(error: unknown): { error: string } {
  return { error: error instanceof Error ? error.message : String(error) };
}

/**
 * One JSON line per request the app answers (a kept copy answered from memory writes none:
 * docs/decisions/041-kept-copies-not-logged.md). The path is written as it may be logged: without
 * its query string or a mailed link's secret (both may carry tokens).
 */
export function logRequest(
  method: string,
  path: string,
  status: number,
  started: number,
  requestId: string,
): void {
  const duration_ms = Math.round((performance.now() - started) * 10) / 10;
  log.info(
    { method, path: loggedPath(path), status, duration_ms, request_id: requestId },
    "request",
  );
}
