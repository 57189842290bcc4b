import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { IMMUTABLE, PUBLIC_FILE } from "#app/lib/cache-control.ts";
import { loggedPath } from "#app/lib/token-paths.ts";
import { fromAnotherSite, otherSiteRefused } from "#app/platform/api.server.ts";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "#app/platform/client-address.ts";
import { contentVersion } from "#app/platform/content-events.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log, logRequest } from "#app/platform/log.server.ts";
import { applyCachingRules } from "#app/platform/security-headers.server.ts";
import { streamingCompress } from "./compress.ts";
import { responseCache } from "./response-cache.ts";

export { endLiveStreams } from "#app/features/tournaments/live.server.ts";
export { shutdown, startup } from "#app/platform/lifecycle.server.ts";
export { log, settings };

/**
 * The site's HTTP server: the SSR build's entry (vite.config.ts), as in React Router's
 * `node-custom-server` template. Outermost first: request id and log line, kept copies of public
 * responses, security headers, compression, caching rules, static files, React Router.
 */

/** The built client, beside this bundle (`build/server/index.js` → `build/client`). */
const CLIENT_DIR = resolve(import.meta.dirname, "../client");

const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  logRequest(c.req.method, c.req.path, c.res.status, started, c.get("requestId"));
};

const cachingRules: MiddlewareHandler = async (c, next) => {
  await next();
  const request = { path: c.req.path, cookie: c.req.header("cookie") };
  applyCachingRules(request, c.res.headers, import.meta.env.PROD);
};

const handleRequest = createRequestHandler(
  import.meta.env.PROD
    ? await import("virtual:react-router/server-build")
    : () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono();

const keptCopies = responseCache(contentVersion);

/**
 * Node's request answered from a kept copy before it reaches Hono; false: hand it to `app`
 * (server/main.ts). Like a static file served ahead of the logger, it writes no request line
 * (decision 041). In development every request sees the newest code.
 */
export function answerKept(req: IncomingMessage, res: ServerResponse): boolean {
  if (!import.meta.env.PROD) return false;
  return keptCopies.answerKept(req, res) !== undefined;
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
    // Set by cachingRules too: a page of a mailed link's secret sends none (docs/security.md).
    referrerPolicy: false,
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
  // Every state change from another site is refused here, before any route runs: React
  // Router's own check lets a request without an Origin through (docs/security.md).
  if (fromAnotherSite(c.req.raw)) return otherSiteRefused();
  const headers = new Headers(c.req.raw.headers);
  // A page that sends no referrer (a mailed link's) posts with `Origin: null`; judged this site's
  // own above by the browser's Sec-Fetch-Site, it goes on with its own origin, which React Router
  // and better-auth, refusing `null`, accept.
  if (headers.get("origin") === "null") headers.set("origin", new URL(c.req.url).origin);
  // The app sees the client address in one header no client can set (sign-in rate limit).
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
  log.error({ path: loggedPath(c.req.path), ...errorFields(error) }, "unhandled error");
  return c.json({ error: "Der skete en uventet fejl." }, 500);
});
