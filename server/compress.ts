import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { acceptedEncoding } from "#app/lib/accepted-encoding.ts";

/**
 * Compresses what the app renders with brotli or gzip as it streams: every chunk is flushed, so
 * a page that sends its shell first and a slow part later (the home page's testimonials behind
 * their skeleton) reaches the browser in those steps; what is compressed already passes. Hono's
 * `compress()` speaks gzip and deflate only and holds chunks back (decision 027).
 */
export function streamingCompress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    // `body` last: on @hono/node-server's light Response, reading it builds a full web Response
    // and a stream around bytes that are sent as they are. No body: 204, 304.
    if (
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      (length !== null && Number(length) < 1024) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") ||
      /no-transform/i.test(res.headers.get("Cache-Control") ?? "") ||
      !res.body
    ) {
      return;
    }
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    if (!encoding) return;
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
    const source = Readable.fromWeb(res.body as NodeReadableStream);
    source.on("error", (error) => compressor.destroy(error));
    c.res = new Response(Readable.toWeb(source.pipe(compressor)) as ReadableStream, res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
