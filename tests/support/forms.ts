import { afterAll } from "vitest";
import { fetchFresh, nextClientAddress } from "./api-client.ts";
import type { TestDatabase } from "./databases.ts";
import { useServer } from "./server.ts";
import { startSmtp } from "./smtp.ts";

/**
 * A page's form posted as a browser without JavaScript posts it (urlencoded, same origin), from
 * a client address of its own unless one is given (servers started with TRUST_PROXY=true).
 */
export function postForm(
  url: string,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; address?: string } = {},
): Promise<Response> {
  return fetchFresh(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": options.address ?? nextClientAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields),
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
 * that sends its mail to a real SMTP server started first.
 */
export function useServerWithMail(kind: TestDatabase) {
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
    };
    return { env, dataDir: config.dataDir };
  });
  const database = () => {
    if (!config) throw new Error("the database is used before the server started");
    return config;
  };
  return { smtp, server, database };
}
