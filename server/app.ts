import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../app/server/client-address.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isPrivatePath,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { log } from "./log.ts";
import { createPageCache } from "./page-cache.ts";
import { type StaticFile, sendFile } from "./static.ts";

type AppOptions = {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  mode: "production" | "development";
  siteUrl: string;
  /** Called with a listener that must run whenever public content changes (admin writes). */
  subscribeToContentChanges?: (listener: () => void) => unknown;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
};

/**
 * Responses made once per change: pages for anonymous visitors, public JSON for everyone. The
 * TTL bounds staleness across instances (another instance's write is not announced here).
 */
const CACHED_PAGES = ["/"];
const CACHED_DATA = ["/api/testimonials"];
const PAGE_TTL_MS = 5_000;

const REQUEST_ID = /^[\w.-]{1,64}$/;

type Env = { Variables: { requestId: string } };

/**
 * Responses from memory (static files, kept copies) are made with every header at once, as a
 * plain object; the middlewares below leave them alone instead of adding headers one by one.
 */
const complete = new WeakSet<Response>();

/** One JSON line per request; the query string is left out (it may carry tokens). */
const requestLog: MiddlewareHandler<Env> = async (c, next) => {
  const started = performance.now();
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.set("requestId", requestId);
  try {
    await next();
    if (!complete.has(c.res)) c.res.headers.set("X-Request-Id", requestId);
  } finally {
    log.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: requestId,
    });
  }
};

/**
 * Security headers on every response. Rendered pages bring their own nonce-based policy and
 * prerendered ones a hash-based one; anything else gets the policy without inline scripts.
 */
function securityHeaders(siteUrl: string): MiddlewareHandler<Env> {
  const base = Object.entries(baseSecurityHeaders(siteUrl));
  const defaultPolicy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    if (complete.has(c.res)) return;
    for (const [name, value] of base) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", defaultPolicy);
    }
    if (isPrivatePath(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
  };
}

/** Sends a file or kept copy from memory with the headers `requestLog` and `securityHeaders` add. */
function memoryResponder(siteUrl: string) {
  const base = {
    ...baseSecurityHeaders(siteUrl),
    "Content-Security-Policy": contentSecurityPolicy(),
  };
  return (c: Context<Env>, file: StaticFile): Response => {
    const headers: Record<string, string> = { ...base, "X-Request-Id": c.get("requestId") };
    if (isPrivatePath(c.req.path)) headers["Cache-Control"] = "no-store";
    const response = sendFile(c, file, headers);
    complete.add(response);
    return response;
  };
}

/** The app sees the client address in one header that no client can set (sign-in rate limit). */
function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

function staticFiles(
  files: Map<string, StaticFile>,
  send: (c: Context<Env>, file: StaticFile) => Response,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file || (file.page && hasSessionCookie(c.req.header("cookie")))) return next();
    return send(c, file);
  };
}

export function createApp(options: AppOptions) {
  const { build, files, mode, siteUrl, subscribeToContentChanges, trustProxy = false } = options;
  const handleRequest = createRequestHandler(build, mode);
  const send = memoryResponder(siteUrl);
  const cache = createPageCache({
    pages: CACHED_PAGES,
    data: CACHED_DATA,
    ttlMs: PAGE_TTL_MS,
    send,
  });
  subscribeToContentChanges?.(cache.clear);
  const app = new Hono<Env>();
  app.use(requestLog);
  app.use(securityHeaders(siteUrl));
  app.use(staticFiles(files, send));
  app.use(cache.serve);
  app.use(compress());
  app.use(cache.keep);
  app.all("*", (c) => {
    const address = clientAddress(
      c.req.header("x-forwarded-for"),
      getConnInfo(c).remote.address,
      trustProxy,
    );
    return handleRequest(withClientAddress(c.req.raw, address), new RouterContextProvider());
  });
  app.onError((error, c) => {
    log.error("unhandled error", { path: c.req.path, error: String(error) });
    return c.json({ error: "Der skete en uventet fejl." }, 500);
  });
  return app;
}
