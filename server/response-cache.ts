import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptedEncoding } from "./compress.ts";

/**
 * Public responses (pages for visitors without a session, public JSON) made once per content
 * version and then answered from memory, compressed, with an ETag. Nothing expires by time:
 * `version()` moves on every write, on this instance at once and on the others through
 * PostgreSQL `NOTIFY`, and then every copy goes. Only what the app itself marks `public` in
 * `Cache-Control` is kept — the same rule a proxy or CDN in front follows — and only a complete
 * 200 made while the version did not move. Why this exists beside nginx's cache:
 * docs/decisions/010-hosting-by-standard-parts.md.
 */

type Bytes = Uint8Array<ArrayBuffer>;

type Copy = {
  body: Bytes;
  br: Bytes;
  gzip: Bytes;
  etag: string;
  headers: Headers;
};

type Options = {
  version: () => number;
  /** Requests from someone signed in get their own rendering. */
  isPersonal: (cookie: string | undefined) => boolean;
  /** Headers the kept copy gets in place of the first rendering's (a page's CSP by hash). */
  headersForCopy?: (text: string, headers: Headers) => void;
  /** Paths kept at most (public routes are few; this only bounds the unexpected). */
  maxEntries?: number;
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function copyOf(text: string, headers: Headers): Promise<Copy> {
  const body = new TextEncoder().encode(text);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(body, { level: 9 }),
  ]);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  return { body, br: new Uint8Array(br), gzip: new Uint8Array(gz), etag, headers };
}

function answer(copy: Copy, method: string, ifNoneMatch?: string, accept?: string) {
  const headers = new Headers(copy.headers);
  if (ifNoneMatch === copy.etag) return { body: null, status: 304 as const, headers };
  const encoding = acceptedEncoding(accept, ["br", "gzip"]);
  const body = encoding === "br" ? copy.br : encoding === "gzip" ? copy.gzip : copy.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return { body: method === "HEAD" ? null : body, status: 200 as const, headers };
}

export function responseCache(options: Options): MiddlewareHandler {
  const { version, isPersonal, headersForCopy, maxEntries = 50 } = options;
  const copies = new Map<string, Copy>();
  let copiesVersion = version();
  // Renderings under way, by version and path: visitors who arrive meanwhile wait for the copy
  // instead of each rendering the page again (what nginx's proxy_cache_lock does).
  const making = new Map<string, Promise<Copy | undefined>>();

  return async (c, next) => {
    const { method } = c.req;
    const cacheable =
      (method === "GET" || method === "HEAD") &&
      !c.req.url.includes("?") &&
      !isPersonal(c.req.header("cookie"));
    if (!cacheable) return next();
    const started = version();
    if (copiesVersion !== started) {
      copies.clear();
      copiesVersion = started;
    }
    const path = c.req.path;
    const key = `${started} ${path}`;
    const underWay = making.get(key);
    const kept = copies.get(path) ?? (underWay && (await underWay));
    if (kept) {
      const { body, ...init } = answer(
        kept,
        method,
        c.req.header("if-none-match"),
        c.req.header("accept-encoding"),
      );
      // Through the context, so headers set before (the request id) are kept.
      return c.newResponse(body, init);
    }
    if (method !== "GET" || copies.size >= maxEntries) return next();

    let settle: (copy: Copy | undefined) => void = () => {};
    making.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    const done = (copy?: Copy) => {
      making.delete(key);
      if (copy && version() === started && copiesVersion === started) copies.set(path, copy);
      settle(copy);
    };
    try {
      await next();
    } catch (error) {
      done();
      throw error;
    }
    const res = c.res;
    const publicResponse = /(^|,)\s*public\s*(,|$)/.test(res.headers.get("cache-control") ?? "");
    if (res.status !== 200 || !publicResponse || !res.body) return done();
    // The visitor gets the response as it streams (a slow part comes later behind its
    // skeleton); the copy is kept once it is complete.
    const [toVisitor, toCopy] = res.body.tee();
    c.res = new Response(toVisitor, res);
    const headers = new Headers(res.headers);
    new Response(toCopy)
      .text()
      .then((text) => {
        headersForCopy?.(text, headers);
        return copyOf(text, headers);
      })
      .then(done, () => done());
  };
}
