import { NO_STORE } from "#app/lib/cache-control.ts";

/**
 * The browser's session check (docs/decisions/022-sessions-and-sign-in.md): the server keeps the
 * session; the browser asks whether it is still there, retrying gateway failures (502/503/504,
 * network errors) with a back-off that starts at 200 ms and doubles.
 */

export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const FIRST_RETRY_MS = 200;
export const MAX_RETRIES = 5;

const RETRYABLE = new Set([502, 503, 504]);

export type SessionState = "signed-in" | "signed-out" | "unknown";

type Options = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** "unknown" when the server stayed unreachable through every retry: the UI is left as it is. */
export async function checkSession({
  fetch: fetchSession = fetch,
  sleep = wait,
}: Options = {}): Promise<SessionState> {
  let delay = FIRST_RETRY_MS;
  for (let attempt = 0; ; attempt += 1) {
    let status = 0;
    try {
      const response = await fetchSession("/api/auth/get-session", {
        credentials: "same-origin",
        cache: NO_STORE,
        headers: { accept: "application/json" },
      });
      if (response.ok) {
        const body = (await response.json()) as { session?: unknown } | null;
        return body?.session ? "signed-in" : "signed-out";
      }
      status = response.status;
    } catch {
      status = 0;
    }
    const retryable = status === 0 || RETRYABLE.has(status);
    if (!retryable) return "signed-out";
    if (attempt >= MAX_RETRIES) return "unknown";
    await sleep(delay);
    delay *= 2;
  }
}
