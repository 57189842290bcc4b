import { addUser, type TestUser } from "./users.ts";

/**
 * A same-origin JSON client for a running server, with an optional session cookie.
 *
 *   const admin = await apiClient(server.url).signIn(user);
 *   const response = await admin.post("/api/admin/testimonials", { name: "…", comment: "…" });
 *
 * With `spreadAddresses` (for servers started with TRUST_PROXY=true) every request comes from
 * a new client address, so many sign-ins in one test file stay under the rate limit.
 */

export type ApiClient = ReturnType<typeof apiClient>;

/**
 * fetch() on a new connection each time. `user:add` runs through spawnSync, which blocks the
 * test's event loop for seconds; a pooled keep-alive socket the server closed meanwhile would
 * otherwise fail the next request with "other side closed".
 */
export function fetchFresh(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("connection", "close");
  return fetch(url, { ...init, headers });
}

/**
 * The server's kept copy of a public response (it has an ETag), once the first rendering has
 * been kept: the response cache stores a copy when that rendering is complete.
 */
export async function keptCopy(url: string, init: RequestInit = {}): Promise<Response> {
  for (const until = Date.now() + 10_000; ; ) {
    const response = await fetchFresh(url, init);
    if (response.headers.get("etag") || Date.now() > until) return response;
    await response.arrayBuffer();
    await new Promise((r) => setTimeout(r, 25));
  }
}

let addresses = 0;

/**
 * A new client address for each call: on a server started with TRUST_PROXY=true, requests that
 * carry it count as different clients for the sign-in rate limit.
 */
export function nextClientAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export function apiClient(url: string, cookie = "", options: { spreadAddresses?: boolean } = {}) {
  const request = (path: string, init: RequestInit = {}) =>
    fetchFresh(`${url}${path}`, {
      ...init,
      redirect: "manual",
      headers: {
        origin: url,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
        ...(options.spreadAddresses ? { "x-forwarded-for": nextClientAddress() } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const send =
    (method: string) =>
    (path: string, body?: unknown, headers = {}) =>
      request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  return {
    cookie,
    request,
    get: (path: string, headers = {}) => request(path, { headers }),
    post: send("POST"),
    put: send("PUT"),
    patch: send("PATCH"),
    delete: send("DELETE"),
    /** Signs in through better-auth's endpoint; returns a client carrying the session cookie. */
    async signIn(user: TestUser) {
      const response = await send("POST")("/api/auth/sign-in/email", user);
      if (response.status !== 200) {
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      }
      const session = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      return apiClient(url, session, options);
    },
  };
}

/** A new admin account on the server's database (`databaseUrl` for PostgreSQL), signed in. */
export function signedInAdmin(
  server: { url: string; dataDir: string },
  databaseUrl?: string,
): Promise<ApiClient> {
  return apiClient(server.url).signIn(
    addUser({ dataDir: server.dataDir, databaseUrl, admin: true }),
  );
}

/** Every row the admin API lists, page after page (it answers at most 200 at a time). */
export async function allAdminRows<T = { id: string }>(client: ApiClient): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const response = await client.get(`/api/admin/testimonials?limit=200${query}`);
    if (response.status !== 200) throw new Error(`admin list: ${response.status}`);
    const page = (await response.json()) as { testimonials: T[]; next: string | null };
    rows.push(...page.testimonials);
    cursor = page.next;
  } while (cursor);
  return rows;
}
