import { request as httpRequest } from "node:http";
import { afterAll } from "vitest";
import { fetchFresh, nextClientAddress } from "./api-client.ts";
import type { TestDatabase } from "./databases.ts";
import { useServer } from "./server.ts";
import { startSmtp } from "./smtp.ts";

/**
 * A page's form posted as a browser without JavaScript posts it (urlencoded, same origin, a
 * navigation), from a client address of its own unless one is given (servers started with
 * TRUST_PROXY=true). Sent with node:http: fetch() adds `Sec-Fetch-Mode: cors` of its own, and
 * the site answers an enhanced page's fetch differently from a browser's own post.
 */
export function postForm(
  url: string,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; address?: string } = {},
): Promise<Response> {
  const body = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = {
    origin: url,
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
    "sec-fetch-mode": "navigate",
    "x-forwarded-for": options.address ?? nextClientAddress(),
    connection: "close",
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? ""]) answer.append(name, one);
        }
        resolve(
          new Response(Buffer.concat(chunks), {
            status: response.statusCode ?? 0,
            headers: answer,
          }),
        );
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A body of any type posted where a page's form posts (same origin, a navigation, a client
 * address of its own), the answer not followed: the fuzz tests' odd bodies.
 */
export function postBody(url: string, path: string, type: string, body: string, cookie = "") {
  return fetchFresh(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: url,
      "content-type": type,
      "sec-fetch-mode": "navigate",
      "x-forwarded-for": nextClientAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

/** The cookies a response sets, as a Cookie header (an emptied cookie is left out). */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * A server on a fresh database of `kind` behind TRUST_PROXY (each post its own client address)
 * that sends its mail to a real SMTP server started first; `settings` are added to its own.
 */
export function useServerWithMail(kind: TestDatabase, settings: Record<string, string> = {}) {
  const smtp = startSmtp();
  let config: Awaited<ReturnType<TestDatabase["create"]>> | undefined;
  afterAll(async () => {
    await (await smtp).close();
    await config?.dispose();
  });
  const server = useServer(async () => {
    config = await kind.create();
    const env = {
      DATABASE_URL: config.databaseUrl,
      SMTP_URL: (await smtp).url(),
      TRUST_PROXY: "true",
      ...settings,
    };
    return { env, dataDir: config.dataDir };
  });
  const database = () => {
    if (!config) throw new Error("the database is used before the server started");
    return config;
  };
  return { smtp, server, database };
}
