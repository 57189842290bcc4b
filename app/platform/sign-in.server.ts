import { handleAuthRequest } from "./auth.server.ts";

/**
 * The /auth form and /logout go through better-auth's HTTP handler, not its server API, so the
 * sign-in rate limit and origin checks apply to them exactly as to /api/auth/*.
 */

export type SignInResult =
  | { ok: true; userId: string; cookies: string[] }
  | { ok: false; status: number; retryAfter?: string | undefined };

function authRequest(request: Request, path: string, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(new URL(`/api/auth${path}`, request.url), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

export async function signIn(
  request: Request,
  email: string,
  password: string,
): Promise<SignInResult> {
  const response = await handleAuthRequest(
    authRequest(request, "/sign-in/email", { email, password, rememberMe: true }),
  );
  if (!response.ok) {
    const retryAfter = response.headers.get("x-retry-after") ?? undefined;
    return { ok: false, status: response.status, retryAfter };
  }
  const body = (await response.json()) as { user?: { id?: string } };
  const userId = body.user?.id;
  if (!userId) return { ok: false, status: 500 };
  return { ok: true, userId, cookies: response.headers.getSetCookie() };
}

/** Deletes the server session; returns the cookies that clear it in the browser. */
export async function signOut(request: Request): Promise<string[]> {
  const response = await handleAuthRequest(authRequest(request, "/sign-out", {}));
  return response.headers.getSetCookie();
}
