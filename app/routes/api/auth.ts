import { NO_STORE } from "#app/lib/cache-control.ts";
import { jsonError, readBodyBytes } from "#app/platform/api.server.ts";
import { handleAuthRequest } from "#app/platform/auth.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";

/**
 * The request with its body read first, at most 16 KiB: better-auth would read any body to its
 * end, and a chunked one declares no length to refuse it by. Throws 413.
 */
async function bounded(request: Request): Promise<Request> {
  if (request.body === null) return request;
  const body = await readBodyBytes(request);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: request.method, headers, body });
}

/** better-auth's own endpoints under /api/auth/* (sign-in, sign-out, get-session). */
async function handle(request: Request): Promise<Response> {
  try {
    const response = await handleAuthRequest(await bounded(request));
    response.headers.set("Cache-Control", NO_STORE);
    // better-auth's limit per address says when to come back in X-Retry-After; HTTP's own
    // header says it too.
    const retryAfter = response.headers.get("x-retry-after");
    if (response.status === 429 && retryAfter && !response.headers.has("retry-after")) {
      response.headers.set("Retry-After", retryAfter);
    }
    return response;
  } catch (error) {
    if (error instanceof Response) return error;
    log.error(errorFields(error), "auth error");
    return jsonError(503, "Login er ikke tilgængeligt lige nu. Prøv igen om lidt.");
  }
}

export const loader = ({ request }: { request: Request }) => handle(request);
export const action = ({ request }: { request: Request }) => handle(request);
