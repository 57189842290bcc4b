import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type MiddlewareHandler } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../app/server/client-address.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isPrivatePath,
} from "../app/server/security-headers.server.ts";
import { streamingCompress } from "./compress.ts";
import { log, logRequest, requestIdOf } from "./log.ts";
import { memoryAnswers } from "./memory.ts";
import { createPageCache } from "./page-cache.ts";
import type { StaticFile } from "./static.ts";

type AppOptions = {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  mode: "production" | "development";
  siteUrl: string;
  /** Called with a listener that must run whenever public content changes (admin writes). */
  subscribeToContentChanges?: (listener: () => void) => unknown;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Called after work done without a request (a page made ahead of time), like a request. */
  onBackgroundWork?: () => void;
};

/**
 * Responses made once per change: pages for anonymous visitors, public JSON for everyone. The
 * TTL bounds staleness across instances (another instance's write is not announced here).
 */
const CACHED_PAGES = ["/"];
const CACHED_DATA = ["/api/testimonials"];
const PAGE_TTL_MS = 5_000;

/** One JSON line per request (the same line `server/memory.ts` writes for its answers). */
const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header("x-request-id"));
  try {
    await next();
    c.res.headers.set("X-Request-Id", requestId);
  } finally {
    logRequest(c.req.method, c.req.path, c.res.status, started, requestId);
  }
};

/**
 * Security headers on every response. Rendered pages bring their own nonce-based policy and
 * prerendered ones a hash-based one; anything else gets the policy without inline scripts.
 */
function securityHeaders(siteUrl: string): MiddlewareHandler {
  const base = Object.entries(baseSecurityHeaders(siteUrl));
  const defaultPolicy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    for (const [name, value] of base) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", defaultPolicy);
    }
    if (isPrivatePath(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
  };
}

/** The app sees the client address in one header that no client can set (sign-in rate limit). */
function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

/**
 * The site: `fromMemory` answers what is held in memory (static files, kept copies) straight on
 * Node's request and response; `fetch`, the Hono app, everything else.
 */
export function createApp(options: AppOptions) {
  const {
    build,
    files,
    mode,
    siteUrl,
    subscribeToContentChanges,
    trustProxy = false,
    onBackgroundWork,
  } = options;
  const handleRequest = createRequestHandler(build, mode);
  const cache = createPageCache({ pages: CACHED_PAGES, data: CACHED_DATA, ttlMs: PAGE_TTL_MS });
  subscribeToContentChanges?.(cache.clear);
  const app = new Hono();
  app.use(requestLog);
  app.use(securityHeaders(siteUrl));
  app.use(streamingCompress());
  app.use(cache.keep);
  app.all("*", (c) => {
    const address = clientAddress(
      c.req.header("x-forwarded-for"),
      getConnInfo(c).remote.address,
      trustProxy,
    );
    return handleRequest(withClientAddress(c.req.raw, address), new RouterContextProvider());
  });

  // A page made again ahead of its copy's expiry: the renderer and `keep` only; nobody is
  // waiting, so it is neither compressed on the way out nor logged as a request.
  const refresher = new Hono();
  refresher.use(cache.keep);
  refresher.all("*", (c) => handleRequest(c.req.raw, new RouterContextProvider()));
  cache.refreshAhead(async (path) => {
    const response = await refresher.fetch(new Request(new URL(path, siteUrl)));
    await response.arrayBuffer();
    onBackgroundWork?.();
  });

  app.onError((error, c) => {
    log.error("unhandled error", { path: c.req.path, error: String(error) });
    return c.json({ error: "Der skete en uventet fejl." }, 500);
  });
  return {
    fetch: app.fetch,
    fromMemory: memoryAnswers({ files, keptCopy: cache.keptCopy, siteUrl }),
    /** Stops making pages ahead of time (on shutdown). */
    stop: cache.stop,
  };
}
