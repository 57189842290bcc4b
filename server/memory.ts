import type { IncomingMessage, ServerResponse } from "node:http";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isPrivatePath,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { logRequest, requestIdOf } from "./log.ts";
import type { CacheableRequest } from "./page-cache.ts";
import { answerWithFile, type StaticFile } from "./static.ts";

/**
 * Answers from memory, straight on Node's request and response, before the app sees them: the
 * built client (static files, prerendered pages for visitors without a session) and the kept
 * copies of `server/page-cache.ts` (the home page, `GET /api/testimonials`). These are most of
 * the traffic and need nothing of the app, so they skip its Request and Response objects and its
 * middleware chain; they get exactly the headers the app's middlewares would add (security
 * headers, `no-store` on private paths, the request id) and the same request log line.
 * Everything else — and anything these rules do not cover — goes to the app.
 */

type Options = {
  files: Map<string, StaticFile>;
  keptCopy: (request: CacheableRequest) => StaticFile | undefined;
  siteUrl: string;
};

/** The path as the app sees it (Hono decodes escapes but `%25`); undefined when it cannot be. */
function pathOf(rawPath: string): string | undefined {
  if (!rawPath.includes("%")) return rawPath;
  try {
    return decodeURI(rawPath.replaceAll("%25", "%2525"));
  } catch {
    return undefined;
  }
}

export function memoryAnswers({ files, keptCopy, siteUrl }: Options) {
  const common = {
    ...baseSecurityHeaders(siteUrl),
    "Content-Security-Policy": contentSecurityPolicy(),
  };

  /** Answers and returns true, or returns false and leaves the request to the app. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const started = performance.now();
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (!url.startsWith("/")) return false;
    const end = url.search(/[?#]/);
    const path = pathOf(end === -1 ? url : url.slice(0, end));
    if (path === undefined) return false;
    const cookie = req.headers.cookie;
    let file = files.get(path);
    if (file?.page && hasSessionCookie(cookie)) file = undefined;
    file ??= keptCopy({ method, path, hasQuery: end !== -1, cookie });
    if (!file) return false;

    const requestId = requestIdOf(req.headers["x-request-id"] as string | undefined);
    const headers: Record<string, string> = { ...common, "X-Request-Id": requestId };
    if (isPrivatePath(path)) headers["Cache-Control"] = "no-store";
    const answer = answerWithFile(
      file,
      {
        method,
        ifNoneMatch: req.headers["if-none-match"],
        acceptEncoding: req.headers["accept-encoding"],
      },
      headers,
    );
    res.writeHead(answer.status, answer.headers);
    if (answer.body) res.end(answer.body);
    else res.end();
    logRequest(method, path, answer.status, started, requestId);
    return true;
  };
}
