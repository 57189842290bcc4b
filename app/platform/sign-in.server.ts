import { handleAuthRequest } from "./auth.server.ts";

/**
 * The /auth form and /logout go through better-auth's HTTP handler, not its server API, so the
 * sign-in rate limit and origin checks apply to them exactly as to /api/auth/*.
 */

export type SignInResult =
  | { ok: true; userId: string; cookies: string[] }
  /** The password was right and two-factor is on: the cookies hold the pending sign-in. */
  | { ok: "code"; cookies: string[] }
  | { ok: false; status: number; retryAfter?: string | undefined; code?: string | undefined };

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
  return signedIn(
    await handleAuthRequest(
      authRequest(request, "/sign-in/email", { email, password, rememberMe: true }),
    ),
  );
}

/** The sign-in's answer read: signed in, a code wanted, or refused (with better-auth's code). */
async function signedIn(response: Response): Promise<SignInResult> {
  const body = (await response.json().catch(() => ({}))) as {
    user?: { id?: string };
    twoFactorRedirect?: boolean;
    code?: string;
  };
  if (!response.ok) {
    // The account's limit says Retry-After; better-auth's own limit per address X-Retry-After.
    const retryAfter =
      response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? undefined;
    return { ok: false, status: response.status, retryAfter, code: body.code };
  }
  if (body.twoFactorRedirect) return { ok: "code", cookies: response.headers.getSetCookie() };
  const userId = body.user?.id;
  if (!userId) return { ok: false, status: 500 };
  return { ok: true, userId, cookies: response.headers.getSetCookie() };
}

/** A code from the authenticator app has 6 digits; anything else is tried as a recovery code. */
const APP_CODE = /^[0-9]{6}$/;

/**
 * The second step of a sign-in with two-factor on: the code, with the pending sign-in's cookie
 * from the first step (in `request`). A recovery code works once.
 */
export async function signInWithCode(request: Request, code: string): Promise<SignInResult> {
  const path = APP_CODE.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  return signedIn(await handleAuthRequest(authRequest(request, path, { code })));
}

/** Deletes the server session; returns the cookies that clear it in the browser. */
export async function signOut(request: Request): Promise<string[]> {
  const response = await handleAuthRequest(authRequest(request, "/sign-out", {}));
  return response.headers.getSetCookie();
}
