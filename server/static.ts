import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../app/server/security-headers.server.ts";

/**
 * The built client (hashed assets, public files, prerendered pages) is small, so it is read
 * into memory once at start and served without touching the disk again. The build writes
 * `.br` and `.gz` siblings for compressible files; they are sent to clients that accept them.
 */

export type Bytes = Uint8Array<ArrayBuffer>;

export type StaticFile = {
  body: Bytes;
  br?: Bytes;
  gzip?: Bytes;
  type: string;
  etag: string;
  cacheControl: string;
  /** A prerendered page: served only to visitors without a session (see app.ts). */
  page: boolean;
  /** For prerendered HTML: a policy allowing exactly its own inline scripts, by hash. */
  csp?: string;
};

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const PAGE = "public, max-age=60, stale-while-revalidate=600";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `/services/index.html` is served at `/services`; every other file at its own path. */
function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length);
  return path;
}

export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const absolute of walk(clientDir)) {
    const ext = extname(absolute);
    if (ext === ".br" || ext === ".gz") continue;
    const file = relative(clientDir, absolute);
    const read = (path: string): Bytes => new Uint8Array(readFileSync(path));
    const body = read(absolute);
    const optional = (suffix: string) =>
      existsSync(absolute + suffix) ? read(absolute + suffix) : undefined;
    const hashed = file.startsWith(`assets${sep}`);
    const page = ext === ".html" || ext === ".data";
    files.set(urlPathOf(file), {
      body,
      br: optional(".br"),
      gzip: optional(".gz"),
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: hashed ? IMMUTABLE : page ? PAGE : REVALIDATE,
      page,
      csp:
        ext === ".html"
          ? contentSecurityPolicy(inlineScriptHashes(Buffer.from(body).toString("utf8")))
          : undefined,
    });
  }
  return files;
}

export type Encoding = "br" | "gzip" | undefined;

/** The first of `offered` that the client accepts (`q=0` refuses), in the order offered. */
export function acceptedEncoding<E extends string>(
  acceptEncoding: string | undefined,
  offered: readonly E[],
): E | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedCodings(acceptEncoding);
  return offered.find((encoding) => accepted.includes(encoding));
}

/** Clients send a handful of distinct Accept-Encoding values; each is parsed once. */
const parsedCodings = new Map<string, string[]>();
const PARSED_CODINGS_KEPT = 64;

/** The codings an Accept-Encoding value accepts, lower-cased (those with `q=0` left out). */
function acceptedCodings(acceptEncoding: string): string[] {
  let accepted = parsedCodings.get(acceptEncoding);
  if (accepted) return accepted;
  accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ""))
    .map(([name]) => name?.trim().toLowerCase() ?? "");
  if (parsedCodings.size >= PARSED_CODINGS_KEPT) parsedCodings.clear();
  parsedCodings.set(acceptEncoding, accepted);
  return accepted;
}

export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  const offered = (["br", "gzip"] as const).filter((encoding) => file[encoding]);
  return acceptedEncoding(acceptEncoding, offered);
}

/**
 * Brotli and gzip copies of a body made at run time (responses made once, then cached); a copy
 * that is not smaller than the body (a short JSON answer) is left out.
 */
export function compressForCache(body: Bytes): Pick<StaticFile, "body" | "br" | "gzip"> {
  const smaller = (copy: Buffer) =>
    copy.byteLength < body.byteLength ? new Uint8Array(copy) : undefined;
  return {
    body,
    br: smaller(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: smaller(gzipSync(body, { level: 9 })),
  };
}

export type FileRequest = {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

export type FileAnswer = { status: 200 | 304; headers: Record<string, string>; body: Bytes | null };

/**
 * The answer to a GET or HEAD for a file held in memory, honouring If-None-Match and
 * Accept-Encoding. The file's headers are added to `headers` (the caller's), which stay a plain
 * object: Node writes them as they are.
 */
export function answerWithFile(
  file: StaticFile,
  request: FileRequest,
  headers: Record<string, string> = {},
): FileAnswer {
  headers["Content-Type"] = file.type;
  headers["Cache-Control"] ??= file.cacheControl;
  headers.ETag = file.etag;
  headers.Vary = file.page ? "Accept-Encoding, Cookie" : "Accept-Encoding";
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (request.ifNoneMatch === file.etag) return { status: 304, headers, body: null };
  const encoding = chooseEncoding(file, request.acceptEncoding);
  const body = (encoding ? file[encoding] : file.body) ?? file.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.byteLength);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}
