import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { acceptedEncoding } from "./compress.ts";

/**
 * Public responses (pages for visitors without a session, public JSON) made once per content
 * version and then answered from memory, compressed, with an ETag. Nothing expires by time:
 * `version()` moves on every write, on this instance at once and on the others through
 * PostgreSQL `NOTIFY`, and then every copy goes. Only a complete 200 that the app marks `public`
 * and that sets no cookie is kept — the rule a proxy or CDN in front follows — and only if the
 * version did not move while it was made. It sits outside the other middleware and keeps the
 * headers they gave the copy as a plain object, so an answer from memory builds no `Headers`
 * (docs/decisions/026-hosting-as-it-stands.md).
 */

type Fields = Record<string, string>;
type Coding = "br" | "gzip" | "identity";
type Copy = { etag: string; headers: Fields; bodies: Record<Coding, Uint8Array<ArrayBuffer>> };
type Options = {
  version: () => number;
  /** Requests from someone signed in get their own rendering. */
  isPersonal: (cookie: string | undefined) => boolean;
  /** Changes the kept copy's headers (a page's CSP by hash in place of its rendering's nonce). */
  headersForCopy?: (text: string, headers: Fields) => void;
  /** Paths kept at most (public routes are few; this only bounds the unexpected). */
  maxEntries?: number;
};

const zip = { br: promisify(brotliCompress), gzip: promisify(gzip) };
const unzip = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };
/** Headers of one answer, not of the copy. */
const OF_ONE_ANSWER = new Set(["content-length", "content-encoding", "etag", "x-request-id"]);

/** The copy of what the first visitor was sent (as it was compressed for them). */
async function copyOf(from: Headers, stream: ReadableStream, change: Options["headersForCopy"]) {
  const sent = new Uint8Array(await new Response(stream).arrayBuffer());
  const coding = from.get("content-encoding");
  const body = coding === "br" || coding === "gzip" ? await unzip[coding](sent) : sent;
  const headers: Fields = {};
  for (const [name, value] of from) if (!OF_ONE_ANSWER.has(name)) headers[name] = value;
  change?.(new TextDecoder().decode(body), headers);
  headers.etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (!/accept-encoding/i.test(headers.vary ?? "")) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  const [br, gz] = await Promise.all([
    zip.br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    zip.gzip(body, { level: 9 }),
  ]);
  const bodies = {
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
    identity: new Uint8Array(body),
  };
  return { etag: headers.etag, headers, bodies } satisfies Copy;
}

/** The copy as this request asks for it, with the id of Hono's `requestId` middleware. */
function answer(c: Context<{ Variables: RequestIdVariables }>, copy: Copy): Response {
  const own: Fields = { ...copy.headers, "x-request-id": c.get("requestId") ?? "" };
  if (c.req.header("if-none-match") === copy.etag) {
    return new Response(null, { status: 304, headers: own });
  }
  const coding = acceptedEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  const body = copy.bodies[coding ?? "identity"];
  if (coding) own["content-encoding"] = coding;
  own["content-length"] = String(body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : body, { headers: own });
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
    // No await unless a rendering is under way: the next visitor must find this one's mark.
    const underWay = making.get(key);
    const kept = copies.get(path) ?? (underWay && (await underWay));
    if (kept) return answer(c, kept);
    if (method !== "GET" || copies.size >= maxEntries) return next();

    const { promise, resolve } = Promise.withResolvers<Copy | undefined>();
    making.set(key, promise);
    const done = (copy?: Copy) => {
      making.delete(key);
      if (copy && version() === started && copiesVersion === started) copies.set(path, copy);
      resolve(copy);
    };
    try {
      await next();
    } catch (error) {
      done();
      throw error;
    }
    const res = c.res;
    const shared = /(^|,)\s*public\s*(,|$)/.test(res.headers.get("cache-control") ?? "");
    if (res.status !== 200 || !shared || res.headers.has("set-cookie") || !res.body) return done();
    // The visitor gets the response as it streams (a slow part comes later behind its
    // skeleton); the copy is kept once it is complete.
    const [toVisitor, toCopy] = res.body.tee();
    c.res = new Response(toVisitor, res);
    copyOf(res.headers, toCopy, headersForCopy).then(done, () => done());
  };
}
