import { APIError, BASE_ERROR_CODES, type BetterAuthOptions, betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import type { DatabaseHandle } from "#app/db/database.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { accountState, isDeactivated, recordSignIn } from "./account-status.server.ts";
import { authSecret } from "./auth-secret.server.ts";
import { CLIENT_ADDRESS_HEADER } from "./client-address.ts";
import { database } from "./database.server.ts";
import { settings } from "./env.server.ts";
import { errorFields, log } from "./log.server.ts";
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from "./password.server.ts";
import { checkPassword } from "./password-guesses.server.ts";
import { PASSWORD_LIMITS } from "./password-policy.ts";
import { signInAudit } from "./sign-in-audit.server.ts";
import { createTurns } from "./turns.server.ts";

/**
 * better-auth on our own Kysely instance (docs/decisions/022-sessions-and-sign-in.md): e-mail
 * and password, server-side sessions in httpOnly SameSite=Lax cookies, 7 days sliding, public
 * sign-up closed (accounts come from `npm run user:add`), sign-in rate limited per client
 * address; two-factor sign-in with an authenticator app (TOTP, RFC 6238: 30 s, 6 digits) and
 * one-time recovery codes (docs/security.md).
 */

const DAY = 24 * 60 * 60;

const SIGN_IN_LIMIT = { window: 60, max: 5 };

/** Endpoints the product does not use: sign-up is closed, accounts are managed by the operator. */
const DISABLED_PATHS = [
  "/sign-up/email",
  "/update-user",
  "/change-email",
  "/change-password",
  "/set-password",
  "/delete-user",
  "/request-password-reset",
  "/reset-password",
  "/forget-password",
  "/send-verification-email",
  "/verify-email",
  "/link-social",
  "/unlink-account",
  // Two-factor is turned on and off on /admin/konto, through the server API (account.server.ts);
  // over HTTP only the sign-in's second step is open (verify-totp, verify-backup-code).
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

/**
 * Every session better-auth makes — a sign-in, or an invitee's first one — passes here
 * (docs/api.md#staff-accounts): a deactivated person gets none, refused with exactly the answer of
 * a wrong password (the hash has been checked by then, so the time is that of a sign-in too); each
 * session made notes the sign-in in `account_status` (with two-factor on, the code's session
 * does). Checked again once the session exists, so a deactivation that lands in between still
 * leaves the person no session.
 */
function sessionHooks(handle: DatabaseHandle) {
  return {
    session: {
      create: {
        before: async (session: { userId: string }) => {
          if (await isDeactivated(handle.db, session.userId)) {
            throw APIError.from("UNAUTHORIZED", BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
          }
        },
        after: async (session: { id: string; userId: string }) => {
          try {
            // Deactivated between the check above and this session's row: the deactivation's
            // delete may have run before the row existed, so the row goes here.
            const state = await accountState(handle.db, session.userId);
            if (state.deactivated) {
              await handle.db.deleteFrom("session").where("id", "=", session.id).execute();
              return;
            }
            // With two-factor on, the password's session is only a step: the code's sign-in is
            // noted by the sign-in audit (sign-in-audit.server.ts).
            if (!state.twoFactor) await recordSignIn(handle.db, session.userId);
          } catch (error) {
            // The sign-in stands without its note; a failed note is only logged.
            log.error(errorFields(error), "the check after a new session failed");
          }
        },
      },
    },
  } satisfies BetterAuthOptions["databaseHooks"];
}

/** RFC 6238 as authenticator apps expect it. */
const TOTP = { digits: 6, period: 30 } as const;

export type AuthEnvironment = {
  siteUrl: string;
  /** The site's name (SITE_NAME): an authenticator app shows the account under it. */
  siteName: string;
  secret: string;
  production: boolean;
};

export function authOptions(handle: DatabaseHandle, env: AuthEnvironment) {
  return {
    appName: env.siteName,
    baseURL: env.siteUrl,
    basePath: "/api/auth",
    secret: env.secret,
    trustedOrigins: [env.siteUrl],
    database: { db: handle.db, type: handle.kind },
    telemetry: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_LIMITS.min,
      maxPasswordLength: PASSWORD_LIMITS.max,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    databaseHooks: sessionHooks(handle),
    plugins: [
      twoFactor({ issuer: env.siteName, totpOptions: TOTP }),
      // After two-factor's own hook, so a sign-in still waiting for its code is not counted yet.
      signInAudit(handle.db),
    ],
    rateLimit: {
      enabled: env.production,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": SIGN_IN_LIMIT },
    },
    advanced: {
      // Explicit: better-auth turns its origin and CSRF checks off whenever TEST is set in the
      // environment (Vitest sets it, and spawned servers inherit it); production never skips them.
      ...(env.production ? { disableOriginCheck: false, disableCSRFCheck: false } : {}),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
  } satisfies BetterAuthOptions;
}

function createAuth(handle: DatabaseHandle, env: AuthEnvironment) {
  return betterAuth(authOptions(handle, env));
}

export type Auth = ReturnType<typeof createAuth>;

let current: { handle: DatabaseHandle; auth: Auth } | undefined;

/** This process's auth instance, built on first use over the current database. */
export function auth(): Auth {
  const handle = database();
  if (current?.handle !== handle) {
    const config = settings();
    const production = config.NODE_ENV === "production";
    current = {
      handle,
      auth: createAuth(handle, {
        siteUrl: config.SITE_URL,
        siteName: config.SITE_NAME,
        production,
        secret: authSecret({
          configured: config.AUTH_SECRET,
          dataDir: config.DATA_DIR,
          production,
        }),
      }),
    };
  }
  return current.auth;
}

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const VERIFY_PASSWORD_PATH = "/api/auth/verify-password";

/**
 * Sign-ins are handled a few at a time, each admitted in its own turn of the event loop. Every
 * sign-in costs the event loop some milliseconds (rate limit, account lookup, session) besides
 * its hash; fifty arriving together otherwise ran back to back before any other request was
 * read, and public pages waited for all of them (docs/security.md). One more than the hashes
 * that may run at once, so the hashing never idles while the next sign-in does its lookups.
 */
const signInTurn = createTurns(HASH_CONCURRENCY + 1, { yieldBetween: true });

/** The endpoint a POST is for, in every spelling that may reach it. */
function postedTo(request: Request): string | null {
  if (request.method !== "POST") return null;
  const path = new URL(request.url).pathname.toLowerCase().replace(/\/{2,}/g, "/");
  return path.replace(/\/+$/, "");
}

/** better-auth's answer to a wrong password: at sign-in, and at `verify-password`. */
const WRONG_PASSWORD = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_PASSWORD"]);

async function saysWrongPassword(response: Response): Promise<boolean> {
  if (response.status !== 400 && response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  return typeof body.code === "string" && WRONG_PASSWORD.has(body.code);
}

/** Guessed too often (password-guesses.server.ts): said as better-auth says a refusal. */
export const TOO_MANY_GUESSES = "TOO_MANY_PASSWORD_GUESSES";

function tooManyGuesses(retryAfter: number): Response {
  return Response.json(
    { code: TOO_MANY_GUESSES, message: "Too many wrong passwords. Try again later." },
    { status: 429, headers: { ...NO_STORE_HEADERS, "Retry-After": String(retryAfter) } },
  );
}

/** The account whose password `request` checks: the e-mail typed, or the session's. */
async function checkedAccount(request: Request, path: string): Promise<string | null> {
  if (path === SIGN_IN_PATH) {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    return typeof body?.email === "string" ? body.email : null;
  }
  const session = await auth().api.getSession({ headers: request.headers });
  return session?.user.email ?? null;
}

/** A request to better-auth that checks a password, counted toward the account's limit. */
async function passwordChecked(request: Request, path: string): Promise<Response> {
  const email = await checkedAccount(request, path);
  // No account named (a body that is no sign-in, nobody signed in): better-auth refuses it.
  if (email === null) return auth().handler(request);
  const checked = await checkPassword(
    email,
    async () => {
      const response = await auth().handler(request);
      return { response, wrong: await saysWrongPassword(response) };
    },
    (answer) => answer.wrong,
  );
  return checked.limited ? tooManyGuesses(checked.retryAfter) : checked.value.response;
}

/** better-auth's HTTP handler; every request that reaches it should come through here. */
export function handleAuthRequest(request: Request): Promise<Response> {
  const path = postedTo(request);
  if (path === SIGN_IN_PATH) return signInTurn(() => passwordChecked(request, path));
  if (path === VERIFY_PASSWORD_PATH) return passwordChecked(request, path);
  return auth().handler(request);
}
