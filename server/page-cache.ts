import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { compressForCache, type StaticFile, sendFile } from "./static.ts";

/**
 * Responses that are the same for every visitor are made once, kept in memory compressed, and
 * served like static files: server-rendered pages for anonymous visitors (the home page with its
 * testimonials) and public JSON (`GET /api/testimonials`, for everyone: it reads no session).
 * An entry is dropped when public content changes (admin writes, or the data failing to load)
 * and, as an upper bound for changes made by other instances, after `ttlMs`. Only 200 answers
 * are kept: an error (503 while the database is down) is never served again. The first visitor
 * gets the response itself, as it streams; the copy kept cannot reuse that response's nonce, so
 * it is served with a policy that allows exactly its own inline scripts by hash.
 */

type Entry = StaticFile & { expires: number };

type Options = {
  /** HTML pages, cached for visitors without a session cookie. */
  pages: string[];
  /** JSON resources that do not depend on the visitor, cached for everyone. */
  data: string[];
  ttlMs: number;
};

export function createPageCache({ pages, data, ttlMs }: Options) {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a response made while one happened is not kept.
  let generation = 0;
  const pagePaths = new Set(pages);
  const dataPaths = new Set(data);

  const middleware: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    const page = pagePaths.has(path);
    if (
      (method !== "GET" && method !== "HEAD") ||
      !(page || dataPaths.has(path)) ||
      new URL(c.req.url).search !== "" ||
      (page && hasSessionCookie(c.req.header("cookie")))
    ) {
      return next();
    }

    const cached = entries.get(path);
    if (cached && cached.expires > Date.now()) return sendFile(c, cached);

    const startedAt = generation;
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const kept = page ? type.startsWith("text/html") : type.startsWith("application/json");
    if (c.res.status !== 200 || !kept || method === "HEAD" || !c.res.body) return;
    const cacheControl = page
      ? "public, max-age=0, must-revalidate"
      : (c.res.headers.get("cache-control") ?? "no-cache");
    const keep = (text: string): Entry | undefined => {
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
      void new Response(toCache).text().then(keep, () => undefined);
      return;
    }
    // Data is small and complete at once: every visitor, the first too, gets the kept copy.
    const text = await c.res.text();
    const entry = keep(text);
    if (!entry) {
      c.res = new Response(text, c.res);
      return;
    }
    // Replace, not merge: headers of the made response must not survive.
    c.res = undefined;
    c.res = sendFile(c, entry);
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return { middleware, clear };
}
