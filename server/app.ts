import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../app/server/client-address.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { log } from "./log.ts";
import { chooseEncoding, type StaticFile } from "./static.ts";

type AppOptions = {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  mode: "production" | "development";
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
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

/** A visitor with a session sees per-visitor navigation, so never gets the prerendered copy. */
export { hasSessionCookie };

/** The app sees the client address in one header that no client can set (sign-in rate limit). */
function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
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

export function createApp({ build, files, mode, trustProxy = false }: AppOptions) {
  const handleRequest = createRequestHandler(build, mode);
  const app = new Hono();
  app.use(requestLog);
  app.use(staticFiles(files));
  app.use(compress());
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
