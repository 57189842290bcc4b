import { randomUUID } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isPrivatePath,
} from "../app/server/security-headers.server.ts";
import { log } from "./log.ts";
import { chooseEncoding, type StaticFile } from "./static.ts";

type AppOptions = {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  mode: "production" | "development";
  siteUrl: string;
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** One JSON line per request; the query string is left out (it may carry tokens). */
const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.header("X-Request-Id", requestId);
  try {
    await next();
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

/** A visitor with a session sees per-visitor navigation, so never gets the prerendered copy. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader);
}

function staticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file || (file.page && hasSessionCookie(c.req.header("cookie")))) return next();

    const headers = new Headers({
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: file.page ? "Accept-Encoding, Cookie" : "Accept-Encoding",
    });
    if (file.csp) headers.set("Content-Security-Policy", file.csp);
    if (c.req.header("if-none-match") === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(file, c.req.header("accept-encoding"));
    const body = encoding ? file[encoding] : file.body;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body?.byteLength ?? 0));
    return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
  };
}

export function createApp({ build, files, mode, siteUrl }: AppOptions) {
  const handleRequest = createRequestHandler(build, mode);
  const app = new Hono();
  app.use(requestLog);
  app.use(securityHeaders(siteUrl));
  app.use(staticFiles(files));
  app.use(compress());
  app.all("*", (c) => handleRequest(c.req.raw, new RouterContextProvider()));
  app.onError((error, c) => {
    log.error("unhandled error", { path: c.req.path, error: String(error) });
    return c.json({ error: "Der skete en uventet fejl." }, 500);
  });
  return app;
}
