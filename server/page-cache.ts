import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { pruneInlineStyles } from "./prune-styles.ts";
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
 *
 * A page that visitors are asking for is made again shortly before its copy expires
 * (`refreshAhead`), so they keep getting a complete, compressed copy at once instead of
 * every few seconds one of them waiting for a rendering. A copy is still never older than
 * `ttlMs`, and a page nobody asked for in `hotMs` is left to expire.
 */

type Entry = StaticFile & { expires: number };

type Options = {
  /** HTML pages, cached for visitors without a session cookie. */
  pages: string[];
  /** JSON resources that do not depend on the visitor, cached for everyone. */
  data: string[];
  ttlMs: number;
  /** How long after its last visitor a page is still made again ahead of expiry (default 60 s). */
  hotMs?: number;
};

/** A copy is made again at this fraction of its lifetime (4 s of 5 s). */
const REFRESH_AT = 0.8;

export type CacheableRequest = {
  method: string;
  path: string;
  hasQuery: boolean;
  cookie: string | undefined;
};

export function createPageCache({ pages, data, ttlMs, hotMs = 60_000 }: Options) {
  const entries = new Map<string, Entry>();
  const lastAsked = new Map<string, number>();
  const timers = new Map<string, NodeJS.Timeout>();
  let render: ((path: string) => Promise<void>) | undefined;
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

  /**
   * The kept copy that answers this request, if there is one and it is fresh. Every visitor's
   * request comes here first (`server/memory.ts`), so this is where a page counts as asked for.
   */
  function keptCopy(request: CacheableRequest): StaticFile | undefined {
    const kind = kindOf(request);
    if (!kind) return undefined;
    const now = Date.now();
    if (kind === "page") lastAsked.set(request.path, now);
    const entry = entries.get(request.path);
    return entry && entry.expires > now ? entry : undefined;
  }

  /** Makes the page again just before its copy expires, if it was asked for lately. */
  function scheduleRefresh(path: string) {
    clearTimeout(timers.get(path));
    if (!render) return;
    const refresh = render;
    const timer = setTimeout(() => {
      timers.delete(path);
      if (Date.now() - (lastAsked.get(path) ?? 0) > hotMs) return;
      refresh(path).catch(() => undefined);
    }, ttlMs * REFRESH_AT);
    timer.unref();
    timers.set(path, timer);
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
    const entryOf = (text: string, madeAt: number): Entry => ({
      ...compressForCache(new TextEncoder().encode(text)),
      type,
      etag: `"${createHash("sha1").update(text).digest("base64url")}"`,
      cacheControl,
      page,
      csp: page ? contentSecurityPolicy(inlineScriptHashes(text)) : undefined,
      expires: madeAt + ttlMs,
    });
    if (page) {
      // The visitor gets the page as it streams (a slow part comes later behind its skeleton).
      // The copy kept once it is complete has its inline stylesheet cut to what it uses; it is
      // kept at once (not compressed harder in the background), so the visitors who follow
      // find it rather than each rendering the page again.
      const [toVisitor, toCache] = c.res.body.tee();
      c.res = new Response(toVisitor, c.res);
      void new Response(toCache)
        .text()
        .then((rendered) => {
          const madeAt = Date.now();
          if (generation !== startedAt) return;
          const text = pruneInlineStyles(rendered);
          entries.set(path, entryOf(text, madeAt));
          scheduleRefresh(path);
        })
        .catch(() => undefined);
      return;
    }
    // Data is small and complete at once: every visitor, the first too, gets the kept copy.
    const text = await c.res.text();
    if (generation !== startedAt) {
      c.res = new Response(text, c.res);
      return;
    }
    const entry = entryOf(text, Date.now());
    entries.set(path, entry);
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

  /**
   * How to make a page again without a visitor: a request through `keep` and the renderer
   * (the app sets this once it is built).
   */
  const refreshAhead = (renderPage: (path: string) => Promise<void>) => {
    render = renderPage;
  };

  const stop = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    render = undefined;
  };
  return { keptCopy, keep, clear, refreshAhead, stop };
}
