import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { answerWithFile, compressForCache, type StaticFile } from "./static.ts";

/**
 * Responses that are the same for every visitor are made once, kept in memory compressed, and
 * served like static files: server-rendered pages for anonymous visitors (the home page with its
 * testimonials) and public JSON (`GET /api/testimonials`, for everyone: it reads no session).
 * An entry is dropped when public content changes (admin writes, or the data failing to load)
 * and, as an upper bound for changes made by other instances, after `ttlMs`. Only 200 answers
 * are kept: an error (503 while the database is down) is never served again. A page's first
 * visitor gets the rendering itself, as it streams; the copy kept cannot reuse that response's
 * nonce, so it is served with a policy that allows exactly its own inline scripts by hash.
 *
 * `keptCopy` is what `server/memory.ts` answers from, before the app; `keep` is the app's
 * middleware, next to the renderer, that keeps what was rendered (uncompressed) on its way out.
 */

type Entry = StaticFile & { expires: number };

type Options = {
  /** HTML pages, cached for visitors without a session cookie. */
  pages: string[];
  /** JSON resources that do not depend on the visitor, cached for everyone. */
  data: string[];
  ttlMs: number;
};

export type CacheableRequest = {
  method: string;
  path: string;
  hasQuery: boolean;
  cookie: string | undefined;
};

export function createPageCache({ pages, data, ttlMs }: Options) {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a response made while one happened is not kept.
  let generation = 0;
  const pagePaths = new Set(pages);
  const dataPaths = new Set(data);

  /** "page" or "data" when this request may be answered from, and kept in, the cache. */
  function kindOf({ method, path, hasQuery, cookie }: CacheableRequest) {
    if ((method !== "GET" && method !== "HEAD") || hasQuery) return undefined;
    if (dataPaths.has(path)) return "data";
    if (pagePaths.has(path) && !hasSessionCookie(cookie)) return "page";
    return undefined;
  }

  /** The kept copy that answers this request, if there is one and it is fresh. */
  function keptCopy(request: CacheableRequest): StaticFile | undefined {
    if (!kindOf(request)) return undefined;
    const entry = entries.get(request.path);
    return entry && entry.expires > Date.now() ? entry : undefined;
  }

  const keep: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const kind = kindOf({
      method: c.req.method,
      path,
      hasQuery: c.req.url.includes("?"),
      cookie: c.req.header("cookie"),
    });
    if (!kind) return next();
    const startedAt = generation;
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const page = kind === "page";
    const kept = page ? type.startsWith("text/html") : type.startsWith("application/json");
    if (c.res.status !== 200 || !kept || c.req.method === "HEAD" || !c.res.body) return;
    const cacheControl = page
      ? "public, max-age=0, must-revalidate"
      : (c.res.headers.get("cache-control") ?? "no-cache");
    const store = (text: string): Entry | undefined => {
      if (generation !== startedAt) return undefined;
      const entry: Entry = {
        ...compressForCache(new TextEncoder().encode(text)),
        type,
        etag: `"${createHash("sha1").update(text).digest("base64url")}"`,
        cacheControl,
        page,
        csp: page ? contentSecurityPolicy(inlineScriptHashes(text)) : undefined,
        expires: Date.now() + ttlMs,
      };
      entries.set(path, entry);
      return entry;
    };
    if (page) {
      // The visitor gets the page as it streams (a slow part comes later behind its skeleton);
      // a copy is kept once it is complete.
      const [toVisitor, toCache] = c.res.body.tee();
      c.res = new Response(toVisitor, c.res);
      void new Response(toCache).text().then(store, () => undefined);
      return;
    }
    // Data is small and complete at once: every visitor, the first too, gets the kept copy.
    const text = await c.res.text();
    const entry = store(text);
    if (!entry) {
      c.res = new Response(text, c.res);
      return;
    }
    const answer = answerWithFile(entry, {
      method: c.req.method,
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding: c.req.header("accept-encoding"),
    });
    // Replace, not merge: the rendered response's nonce policy must not survive.
    c.res = undefined;
    c.res = new Response(answer.body, { status: answer.status, headers: answer.headers });
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return { keptCopy, keep, clear };
}
