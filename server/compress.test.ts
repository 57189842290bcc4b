import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { streamingCompress } from "./compress.ts";

/** A response that notes whether anything read its body. */
class Watched extends Response {
  bodyRead = false;
  override get body() {
    this.bodyRead = true;
    return super.body;
  }
}

function appAnswering(response: () => Response) {
  const app = new Hono();
  app.use(streamingCompress());
  app.get("/", () => response());
  return app;
}

it("passes a response that is already compressed (a kept copy) through without reading its body", async () => {
  const bytes = brotliCompressSync("<p>Hej</p>".repeat(200));
  let kept: Watched | undefined;
  const app = appAnswering(() => {
    kept = new Watched(bytes, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br" },
    });
    return kept;
  });
  const res = await app.request("/", { headers: { "Accept-Encoding": "br" } });
  expect(kept?.bodyRead).toBe(false);
  expect(res.headers.get("Content-Encoding")).toBe("br");
  expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(
    "<p>Hej</p>".repeat(200),
  );
});

it("compresses what the app renders, for a client that accepts brotli", async () => {
  const html = "<p>Hej</p>".repeat(200);
  const app = appAnswering(
    () => new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
  );
  const res = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(res.headers.get("Content-Encoding")).toBe("br");
  expect(res.headers.get("Vary")).toBe("Accept-Encoding");
  expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(html);
});
