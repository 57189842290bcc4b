import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";
import { hasSessionCookie } from "../app/server/session-cookie.ts";
import { compressForCache, type StaticFile, sendFile } from "./static.ts";

/**
 * Server-rendered pages that are the same for every anonymous visitor (the home page with its
 * testimonials) are rendered once, kept in memory compressed, and served like static files.
 * An entry is dropped when public content changes (admin writes, or the data failing to load)
 * and, as an upper bound for changes made by other instances, after `ttlMs`. The first visitor
 * gets the rendering itself, streamed; the copy kept cannot reuse that response's nonce, so it is
 * served with a policy that allows exactly its own inline scripts by hash.
 */

type Entry = StaticFile & { expires: number };

export function createPageCache({ paths, ttlMs }: { paths: string[]; ttlMs: number }) {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a rendering that saw one while it ran is not kept.
  let generation = 0;
  const cacheable = new Set(paths);

  const middleware: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    if (
      (method !== "GET" && method !== "HEAD") ||
      !cacheable.has(path) ||
      new URL(c.req.url).search !== "" ||
      hasSessionCookie(c.req.header("cookie"))
    ) {
      return next();
    }

    const cached = entries.get(path);
    if (cached && cached.expires > Date.now()) return sendFile(c, cached);

    const startedAt = generation;
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (c.res.status !== 200 || !type.startsWith("text/html") || method === "HEAD" || !c.res.body) {
      return;
    }
    // The visitor gets the rendering as it streams (a slow part comes later behind its
    // skeleton); a copy is kept once complete, unless content changed while it rendered.
    const [toVisitor, toCache] = c.res.body.tee();
    c.res = new Response(toVisitor, c.res);
    void new Response(toCache).text().then(
      (html) => {
        if (generation !== startedAt) return;
        entries.set(path, {
          ...compressForCache(new TextEncoder().encode(html)),
          type,
          etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
          cacheControl: "public, max-age=0, must-revalidate",
          page: true,
          csp: contentSecurityPolicy(inlineScriptHashes(html)),
          expires: Date.now() + ttlMs,
        });
      },
      () => undefined,
    );
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return { middleware, clear };
}
