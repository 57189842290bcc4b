import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { IMMUTABLE, NO_STORE, PUBLIC_FILE } from "#app/lib/cache-control.ts";
import { isPrivatePath, loggedPath } from "#app/lib/private-paths.ts";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "#app/platform/client-address.ts";
import { contentVersion } from "#app/platform/content-events.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { contentSecurityPolicy } from "#app/platform/security-headers.server.ts";
import { hasSessionCookie } from "#app/platform/session-cookie.ts";
import { streamingCompress } from "./compress.ts";
import { responseCache } from "./response-cache.ts";

export { shutdown, startup } from "#app/platform/lifecycle.server.ts";
export { log, settings };

/**
 * The site's HTTP server: the SSR build's entry (vite.config.ts), as in React Router's
 * `node-custom-server` template. Outermost first: request id and log line, kept copies of public
 * responses, security headers, compression, caching rules, static files, React Router.
 */

/** The built client, beside this bundle (`build/server/index.js` → `build/client`). */
const CLIENT_DIR = resolve(import.meta.dirname, "../client");

/**
 * One JSON log line per request; the path without its query string and without a mailed link's
 * secret (both may carry tokens).
 */
const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const duration_ms = Math.round((performance.now() - started) * 10) / 10;
  const { method } = c.req;
  const path = loggedPath(c.req.path);
  log.info(
    { method, path, status: c.res.status, duration_ms, request_id: c.get("requestId") },
    "request",
  );
};

/**
 * Pages and the API render their own policy (a nonce for their scripts); the rest gets one
 * without inline scripts. Private paths are never stored; a public answer to someone signed in
 * is theirs alone. Only what every anonymous visitor shares goes without a Cross-Origin-Opener-
 * Policy (docs/decisions/018-opener-policy-where-there-is-a-session.md).
 */
const cachingRules: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  // Vite's dev server injects scripts of its own: the policy is for production builds.
  if (import.meta.env.PROD && !headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy());
  }
  if (isPrivatePath(c.req.path)) {
    headers.set("Cache-Control", NO_STORE);
  } else if (
    headers.get("Cache-Control")?.startsWith("public") &&
    !c.req.path.startsWith("/assets/")
  ) {
    const vary = headers.get("Vary");
    if (!vary?.includes("Cookie")) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
    if (hasSessionCookie(c.req.header("cookie"))) headers.set("Cache-Control", NO_STORE);
  }
  if (!headers.get("Cache-Control")?.startsWith("public")) {
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  }
};

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono();

const keptCopies = responseCache(contentVersion);

/**
 * Node's request answered from a kept copy before it reaches Hono, with the same log line; false:
 * hand it to `app` (server/main.ts). In development every request sees the newest code.
 */
export function answerKept(req: IncomingMessage, res: ServerResponse): boolean {
  if (!import.meta.env.PROD) return false;
  const started = performance.now();
  const sent = keptCopies.answerKept(req, res);
  if (!sent) return false;
  const duration_ms = Math.round((performance.now() - started) * 10) / 10;
  const { method, url: path } = req;
  log.info(
    { method, path, status: sent.status, duration_ms, request_id: sent.requestId },
    "request",
  );
  return true;
}

app.use(requestId(), requestLog);
if (import.meta.env.PROD) {
  app.use(keptCopies);
}
app.use(
  secureHeaders({
    xFrameOptions: "DENY",
    // Set by cachingRules: on what is private or personal, not on what every visitor shares.
    crossOriginOpenerPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: settings().SITE_URL.startsWith("https://")
      ? "max-age=63072000; includeSubDomains"
      : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  }),
  streamingCompress(),
  cachingRules,
);

if (import.meta.env.PROD) {
  const files = serveStatic({
    root: CLIENT_DIR,
    precompressed: true,
    onFound: (_file, c) =>
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : PUBLIC_FILE),
  });
  app.use("/assets/*", files);
  // The files of public/ (the share image) by name: pages and the API reach React Router
  // without looking on disk, and every route stays one Hono's RegExpRouter can match.
  for (const file of readdirSync(CLIENT_DIR, { withFileTypes: true })) {
    if (file.isFile() && !/\.(br|gz)$/.test(file.name)) app.use(`/${file.name}`, files);
  }
}

app.all("*", (c) => {
  // The app sees the client address in one header no client can set (sign-in rate limit).
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(
    c.req.header("x-forwarded-for"),
    getConnInfo(c).remote.address,
    settings().TRUST_PROXY,
  );
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return handleRequest(new Request(c.req.raw, { headers }), new RouterContextProvider());
});

app.onError((error, c) => {
  log.error({ path: c.req.path, ...errorFields(error) }, "unhandled error");
  return c.json({ error: "Der skete en uventet fejl." }, 500);
});
