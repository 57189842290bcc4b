import { resolve } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { IMMUTABLE, NO_STORE, PUBLIC_FILE } from "#app/lib/cache-control.ts";
import { isPrivatePath } from "#app/lib/private-paths.ts";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "#app/platform/client-address.ts";
import { contentVersion } from "#app/platform/content-events.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "#app/platform/security-headers.server.ts";
import { hasSessionCookie } from "#app/platform/session-cookie.ts";
import { streamingCompress } from "./compress.ts";
import { responseCache } from "./response-cache.ts";

export { settings } from "#app/platform/env.server.ts";
export { shutdown, startup } from "#app/platform/lifecycle.server.ts";
export { log };

/**
 * The site's HTTP server: the SSR build's entry (vite.config.ts), following React Router's
 * `node-custom-server` template with Hono. `server/main.ts` only loads it and listens.
 * Outermost first: request id and log line, security headers, compression, caching rules,
 * static files, kept copies of public responses, and React Router for everything else.
 */

/** The built client, beside this bundle (`build/server/index.js` → `build/client`). */
const CLIENT_DIR = resolve(import.meta.dirname, "../client");

/** One JSON log line per request; the path without its query string (it may carry tokens). */
const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  log.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: c.get("requestId"),
    },
    "request",
  );
};

/**
 * Pages and the API render their own policy (a nonce for each response's scripts); anything
 * else gets the policy without inline scripts. Private paths are never stored; a public answer
 * to someone signed in is theirs alone. Only what may be shared — the same bytes for every
 * anonymous visitor — goes without a Cross-Origin-Opener-Policy
 * (docs/decisions/018-opener-policy-where-there-is-a-session.md).
 */
const cachingRules: MiddlewareHandler = async (c, next) => {
  await next();
  // Vite's dev server injects scripts of its own: the policy is for production builds.
  if (import.meta.env.PROD && !c.res.headers.has("Content-Security-Policy")) {
    c.res.headers.set("Content-Security-Policy", contentSecurityPolicy());
  }
  const cacheControl = c.res.headers.get("Cache-Control") ?? "";
  if (isPrivatePath(c.req.path)) {
    c.res.headers.set("Cache-Control", NO_STORE);
  } else if (cacheControl.startsWith("public") && !c.req.path.startsWith("/assets/")) {
    const vary = c.res.headers.get("Vary");
    if (!vary?.includes("Cookie")) c.res.headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
    if (hasSessionCookie(c.req.header("cookie"))) c.res.headers.set("Cache-Control", NO_STORE);
  }
  if (!c.res.headers.get("Cache-Control")?.startsWith("public")) {
    c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  }
};

/** The app sees the client address in one header that no client can set (sign-in rate limit). */
function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export const app = new Hono();

app.use(requestId());
app.use(requestLog);
let securityHeaders: MiddlewareHandler | undefined;
app.use((c, next) => {
  // Made on first use: SITE_URL decides about HSTS, and settings are read after start-up.
  securityHeaders ??= secureHeaders({
    xFrameOptions: "DENY",
    // Set by cachingRules: on what is private or personal, not on what every visitor shares.
    crossOriginOpenerPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: settings().SITE_URL.startsWith("https://")
      ? "max-age=63072000; includeSubDomains"
      : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
  return securityHeaders(c, next);
});
app.use(streamingCompress());
app.use(cachingRules);

if (import.meta.env.PROD) {
  app.use(
    "/assets/*",
    serveStatic({
      root: CLIENT_DIR,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  // The files of public/ (the share image): names with an extension at the top level. Pages and
  // the API have none, so they reach React Router without looking on disk first.
  app.use(
    "/:file{[^/]+\\.[A-Za-z0-9]+}",
    serveStatic({
      root: CLIENT_DIR,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", PUBLIC_FILE),
    }),
  );
}

// In development every request sees the newest code.
if (import.meta.env.PROD) {
  app.use(
    responseCache({
      version: contentVersion,
      isPersonal: hasSessionCookie,
      // A kept page cannot reuse its first rendering's nonce: its own inline scripts are
      // allowed by hash instead.
      headersForCopy: (text, headers) => {
        if (headers.get("Content-Type")?.startsWith("text/html")) {
          headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(text)));
        }
      },
    }),
  );
}

app.all("*", (c) => {
  const address = clientAddress(
    c.req.header("x-forwarded-for"),
    getConnInfo(c).remote.address,
    settings().TRUST_PROXY,
  );
  return handleRequest(withClientAddress(c.req.raw, address), new RouterContextProvider());
});

app.onError((error, c) => {
  log.error({ path: c.req.path, ...errorFields(error) }, "unhandled error");
  return c.json({ error: "Der skete en uventet fejl." }, 500);
});
