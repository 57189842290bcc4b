import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.server.ts";

/**
 * A kept copy of a public response (server/response-cache.ts keeps and answers them): its
 * headers without those of one answer, its body in each coding, and the headers as Node's
 * `writeHead` takes them, made once so that answering one builds nothing.
 */

export type Fields = Record<string, string>;
export type Coding = "br" | "gzip" | "identity";
export type Copy = {
  headers: Fields;
  bodies: Record<Coding, Uint8Array<ArrayBuffer>>;
  /** For Node's `writeHead`: the headers as one flat list, per coding (with its length). */
  raw: Record<Coding | "notModified", string[]>;
};

const zip = { br: promisify(brotliCompress), gzip: promisify(gzip) };
const unzip = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };
const OF_ONE_ANSWER = new Set(["content-length", "content-encoding", "etag", "x-request-id"]);

/** The copy of what the first visitor was sent (as it was compressed for them). */
export async function copyOf(from: Headers, stream: ReadableStream) {
  const sent = new Uint8Array(await new Response(stream).arrayBuffer());
  const coding = from.get("content-encoding");
  const body = coding === "br" || coding === "gzip" ? await unzip[coding](sent) : sent;
  const headers: Fields = {};
  for (const [name, value] of from) if (!OF_ONE_ANSWER.has(name)) headers[name] = value;
  // A kept page cannot reuse its rendering's nonce: its inline scripts are allowed by hash.
  if (headers["content-type"]?.startsWith("text/html")) {
    const hashes = inlineScriptHashes(new TextDecoder().decode(body));
    headers["content-security-policy"] = contentSecurityPolicy(hashes);
  }
  headers.etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (!/accept-encoding/i.test(headers.vary ?? "")) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  const [br, gz] = await Promise.all([
    zip.br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    zip.gzip(body, { level: 9 }),
  ]);
  const bodies = { br, gzip: gz, identity: body };
  const flat = Object.entries(headers).flat();
  const sized = (coding: Coding) => [
    ...flat,
    ...(coding === "identity" ? [] : ["content-encoding", coding]),
    "content-length",
    String(bodies[coding].byteLength),
  ];
  const raw = {
    br: sized("br"),
    gzip: sized("gzip"),
    identity: sized("identity"),
    notModified: flat,
  };
  return { headers, bodies, raw } satisfies Copy;
}

/** Hono's `requestId`: the client's own id when it is a plain one, else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === "string" && given.length <= 255 && !/[^\w\-=]/.test(given)
    ? given
    : randomUUID();
}
