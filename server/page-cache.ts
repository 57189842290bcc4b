import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { compressForCache, type StaticFile } from "./static.ts";

/**
 * Responses that are the same for every visitor are made once, kept in memory compressed, and
 * served like static files: server-rendered pages for anonymous visitors (the home page with its
 * testimonials) and public JSON (`GET /api/testimonials`, for everyone: it reads no session).
 * An entry is dropped when public content changes (admin writes, or the data failing to load)
 * and, as an upper bound for changes made by other instances, after `ttlMs`. Only 200 answers
 * are kept: an error (503 while the database is down) is never served again. A cached document
 * cannot reuse one response's nonce, so it is served with a policy that allows exactly its own
 * inline scripts by hash.
 *
 * Two middlewares: `serve` answers from a kept copy, ahead of on-the-fly compression; `keep`
 * sits after it, next to the renderer, and keeps what was rendered (uncompressed) on its way out.
 */

type Entry = StaticFile & { expires: number };

type Options = {
  /** HTML pages, cached for visitors without a session cookie. */
  pages: string[];
  /** JSON resources that do not depend on the visitor, cached for everyone. */
  data: string[];
  ttlMs: number;
  /** Makes the response for a kept copy (see `sendFile`). */
  send: (c: Context, entry: StaticFile) => Response;
};

export function createPageCache({ pages, data, ttlMs, send }: Options) {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a response made while one happened is not kept.
  let generation = 0;
  const pagePaths = new Set(pages);
  const dataPaths = new Set(data);

  /** "page" or "data" when this request may be answered from, and kept in, the cache. */
  function kindOf(c: Context): "page" | "data" | undefined {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const path = c.req.path;
    const kind = pagePaths.has(path) ? "page" : dataPaths.has(path) ? "data" : undefined;
    if (!kind || c.req.url.includes("?")) return undefined;
    if (kind === "page" && hasSessionCookie(c.req.header("cookie"))) return undefined;
    return kind;
  }

  const serve: MiddlewareHandler = async (c, next) => {
    const cached = kindOf(c) && entries.get(c.req.path);
    if (cached && cached.expires > Date.now()) return send(c, cached);
    return next();
  };

  const keep: MiddlewareHandler = async (c, next) => {
    const kind = kindOf(c);
    if (!kind) return next();
    const startedAt = generation;
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const page = kind === "page";
    const kept = page ? type.startsWith("text/html") : type.startsWith("application/json");
    if (c.res.status !== 200 || !kept || c.req.method === "HEAD") return;
    const text = await c.res.text();
    if (generation !== startedAt) {
      c.res = new Response(text, c.res);
      return;
    }
    const entry: Entry = {
      ...compressForCache(new TextEncoder().encode(text)),
      type,
      etag: `"${createHash("sha1").update(text).digest("base64url")}"`,
      cacheControl: page
        ? "public, max-age=0, must-revalidate"
        : (c.res.headers.get("cache-control") ?? "no-cache"),
      page,
      csp: page ? contentSecurityPolicy(inlineScriptHashes(text)) : undefined,
      expires: Date.now() + ttlMs,
    };
    entries.set(c.req.path, entry);
    // Replace, not merge: the rendered response's nonce policy must not survive.
    c.res = undefined;
    c.res = send(c, entry);
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return { serve, keep, clear };
}
