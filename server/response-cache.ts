import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { acceptedEncoding } from "#app/lib/accepted-encoding.ts";
import { type Copy, copyOf, type Fields, requestIdOf } from "#app/platform/kept-copy.server.ts";
import { hasSessionCookie } from "#app/platform/session-cookie.ts";

/**
 * Public responses made once per content version, then answered from memory, compressed, with
 * an ETag. `version()` moves on every write (on other instances through PostgreSQL `NOTIFY`);
 * nothing expires by time. Kept: a complete 200 of text marked `public`, setting no cookie, for a
 * request without session cookie or query string — the rules a proxy in front follows — made
 * while the version stood. Outside the other middleware, it keeps the headers they gave the copy
 * as a plain object: an answer from memory builds no `Headers`. Why it exists beside nginx's
 * cache: docs/decisions/027-hosting-as-it-stands.md.
 */

/** Paths kept at most: public routes are few (each in two languages); this only bounds the unexpected. */
const MAX_PATHS = 100;

/** The copy as this request asks for it, with the id of Hono's `requestId` middleware. */
function answer(c: Context<{ Variables: RequestIdVariables }>, copy: Copy): Response {
  const own: Fields = { ...copy.headers, "x-request-id": c.get("requestId") ?? "" };
  if (c.req.header("if-none-match") === copy.headers.etag) {
    return new Response(null, { status: 304, headers: own });
  }
  const coding = acceptedEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  const body = copy.bodies[coding ?? "identity"];
  if (coding) own["content-encoding"] = coding;
  own["content-length"] = String(body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : body, { headers: own });
}

export function responseCache(version: () => number): MiddlewareHandler & {
  answerKept: (req: IncomingMessage, res: ServerResponse) => number | undefined;
} {
  // By path, for one content version: the copy, or the rendering it is being made from, which
  // visitors who arrive meanwhile wait for instead of rendering again (as with nginx's
  // proxy_cache_lock).
  const copies = new Map<string, Promise<Copy | undefined>>();
  /** The copies that are complete, by path, for Node's own request (`answerKept`). */
  const ready = new Map<string, Copy>();
  let copiesVersion = version();

  /**
   * A complete copy answered on Node's request and response as they come, before Hono, a web
   * `Request` or `Response` exist: the same rules and the same bytes as the middleware's answer,
   * at about half its CPU per request (docs/performance.md). Returns the status sent; anything
   * else: undefined, and the request goes on to the app (which clears the copies when the version
   * moved).
   */
  function answerKept(req: IncomingMessage, res: ServerResponse): number | undefined {
    const { method, url, headers } = req;
    if (method !== "GET" && method !== "HEAD") return undefined;
    // The path as Hono sees it: no query string, nothing percent-encoded, not absolute-form.
    if (!url || url.includes("?") || url.includes("%") || url[0] !== "/") return undefined;
    if (copiesVersion !== version() || hasSessionCookie(headers.cookie)) return undefined;
    const copy = ready.get(url);
    if (!copy) return undefined;
    const requestId = requestIdOf(headers["x-request-id"]);
    if (headers["if-none-match"] === copy.headers.etag) {
      res.writeHead(304, [...copy.raw.notModified, "x-request-id", requestId]).end();
      return 304;
    }
    const coding = acceptedEncoding(headers["accept-encoding"], ["br", "gzip"]) ?? "identity";
    res.writeHead(200, [...copy.raw[coding], "x-request-id", requestId]);
    if (method === "HEAD") res.end();
    else res.end(copy.bodies[coding]);
    return 200;
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const { method } = c.req;
    const cacheable =
      (method === "GET" || method === "HEAD") &&
      !c.req.url.includes("?") &&
      !hasSessionCookie(c.req.header("cookie"));
    if (!cacheable) return next();
    const started = version();
    if (copiesVersion !== started) {
      copies.clear();
      ready.clear();
      copiesVersion = started;
    }
    const path = c.req.path;
    // No await before this visitor's mark is set: the next one must find it.
    const underWay = copies.get(path);
    const kept = underWay && (await underWay);
    if (kept) return answer(c, kept);
    if (method !== "GET" || copies.size >= MAX_PATHS) return next();

    const { promise, resolve } = Promise.withResolvers<Copy | undefined>();
    copies.set(path, promise);
    const done = (copy?: Copy) => {
      if ((!copy || version() !== started) && copies.get(path) === promise) copies.delete(path);
      else if (copy && copiesVersion === started) ready.set(path, copy);
      resolve(copy);
    };
    // An error inside reaches here as app.onError's 500 (Hono's compose), never as a throw.
    await next();
    const res = c.res;
    const shared = /(^|,)\s*public\s*(,|$)/.test(res.headers.get("cache-control") ?? "");
    // Text only: images (immutable, with their own ETag) would crowd the pages out.
    const text = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("content-type") ?? "");
    if (res.status !== 200 || !shared || !text || res.headers.has("set-cookie") || !res.body) {
      return done();
    }
    // The visitor gets the response as it streams (a slow part comes later behind its
    // skeleton); the copy is kept once it is complete.
    const [toVisitor, toCopy] = res.body.tee();
    c.res = new Response(toVisitor, res);
    copyOf(res.headers, toCopy).then(done, () => done());
  };
  return Object.assign(middleware, { answerKept });
}
