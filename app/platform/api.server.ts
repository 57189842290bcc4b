import type { z } from "zod";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { check } from "#app/lib/forms/errors.ts";
import { settings } from "./env.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * The edges of the JSON API (docs/api.md#answers-errors-and-limits): error bodies, the 16 KiB body
 * limit and the refusal of cross-origin writes, which React Router's own check skips for resource
 * routes.
 */

const BODY_LIMIT = 16 * 1024;

/** `retryAfter` (seconds) goes with 429 and 503. */
export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  retryAfter?: string,
) {
  const headers: Record<string, string> = { ...NO_STORE_HEADERS };
  if (retryAfter) headers["Retry-After"] = retryAfter;
  return Response.json({ error, ...extra }, { status, headers });
}

/** 400 with the message for each field that is wrong (the first per field). */
export function invalidFields(fieldErrors: Record<string, string>, error = "Ugyldige felter.") {
  return jsonError(400, error, { fieldErrors });
}

/**
 * An answer for one signed-in person or one visitor's post: JSON that nobody keeps. Its length
 * is said, so a short answer (a sign-up's seat) goes out as it is rather than through a
 * compressor made for it (server/compress.ts; docs/performance.md, the sign-up rush).
 */
export function privateJson(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      ...NO_STORE_HEADERS,
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(text)),
    },
  });
}

/**
 * React Router matches paths without regard to case, so `/Api/Admin/content` reaches the API's
 * handler: it is answered as the API (JSON 401), not as a page (a redirect to /auth).
 */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.toLowerCase().startsWith("/api/");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser sent this state-changing request from another site (docs/security.md). Its
 * `Origin` says so; where it sends none, or `null` (as from a page with `Referrer-Policy:
 * no-referrer`), its `Sec-Fetch-Site` does: only `same-origin` (or `none`, typed by the person,
 * for a missing Origin) is this site. A request with neither is no browser's, and carries no
 * one's cookies by accident.
 */
export function fromAnotherSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (origin === "null") return site !== "same-origin";
  if (origin) {
    return ![new URL(settings().SITE_URL).origin, new URL(request.url).origin].includes(origin);
  }
  return site !== null && site !== "same-origin" && site !== "none";
}

/** The answer to a request from another site. */
export function otherSiteRefused(): Response {
  return jsonError(403, "Forespørgsler fra andre sider afvises.");
}

/** Throws 403 for a state-changing request that a browser sent from another site. */
export function assertSameOrigin(request: Request): void {
  if (fromAnotherSite(request)) throw otherSiteRefused();
}

/** A section of the site's content (30 questions and answers) is larger than a testimonial. */
export const CONTENT_BODY_LIMIT = 256 * 1024;

const tooLarge = (limit: number) =>
  jsonError(413, `Indholdet er for stort (højst ${limit / 1024} KiB).`);

/** Reads at most `limit` bytes and parses them as a JSON object; throws 400 or 413. */
export async function readJsonBody(
  request: Request,
  limit = BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const text = await readBody(request, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw jsonError(400, "Ugyldig JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw jsonError(400, "Forventede et JSON-objekt.");
  }
  return parsed as Record<string, unknown>;
}

/** A posted HTML form (urlencoded), at most `limit` bytes; throws 413. */
export async function readFormBody(request: Request, limit = BODY_LIMIT): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request, limit));
}

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * A form post as browsers and React Router's `<Form>` send it, urlencoded, at most `limit`
 * bytes: any other body (JSON, text, multipart) is refused with 415 before it is read.
 */
export async function readFormPost(request: Request, limit = BODY_LIMIT): Promise<URLSearchParams> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) throw jsonError(415, "Send formularen som almindelig formular.");
  return readFormBody(request, limit);
}

/**
 * A JSON body sent as JSON (`application/json`), parsed as `readJsonBody` does: anything else,
 * `text/plain` above all (which a page on another site may send without asking first), is refused
 * with 415 before it is read.
 */
export async function readJsonPost(
  request: Request,
  limit = BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw jsonError(415, "Send indholdet som JSON.");
  return readJsonBody(request, limit);
}

async function readBody(request: Request, limit = BODY_LIMIT): Promise<string> {
  return (await readBodyBytes(request, limit)).toString("utf8");
}

/**
 * At most `limit` bytes of the body, streamed: a body over it, declared or not (chunked), is
 * refused with 413 as soon as the limit is passed, and the rest is never read.
 */
export async function readBodyBytes(
  request: Request,
  limit = BODY_LIMIT,
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);

/** node:sqlite's errors, PostgreSQL's (they carry a severity) and lost connections. */
function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "ERR_SQLITE_ERROR" || "severity" in error) return true;
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(error.message);
}

/**
 * Runs an API handler: thrown Responses are answers, a failing database a 503 (the admin fails
 * closed and says so), anything else a logged 500 without details.
 */
export async function apiResponse(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    log.error(errorFields(error), "API error");
    if (isDatabaseError(error)) {
      return jsonError(503, "Databasen svarer ikke lige nu. Prøv igen om lidt.");
    }
    return jsonError(500, "Der skete en uventet fejl.");
  }
}

/**
 * The frame of a visitor's JSON POST (a testimonial, an event sign-up): same origin, POST only
 * (405 with `allow` otherwise), errors as JSON. The admin's frame is `admin-api.server.ts`.
 */
export function publicPost(
  request: Request,
  allow: string,
  post: () => Promise<Response>,
): Promise<Response> {
  return apiResponse(async () => {
    assertSameOrigin(request);
    if (request.method !== "POST") return methodNotAllowed(allow);
    return post();
  });
}

/** 429 for an address over its hourly number of submissions (`takeSubmission`): try in an hour. */
export function tooManySubmissions(message: string): Response {
  return jsonError(429, message, {}, "3600");
}

export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { error: "Metoden understøttes ikke." },
    { status: 405, headers: { Allow: allow, ...NO_STORE_HEADERS } },
  );
}

/** The request's JSON body as `schema` reads it; otherwise throws 400 with the errors by field. */
export async function readChecked<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const checked = check(schema, await readJsonBody(request));
  if (checked.errors) throw invalidFields(checked.errors);
  return checked.value as z.output<Schema>;
}
