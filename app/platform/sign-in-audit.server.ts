import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordSignIn } from "./account-status.server.ts";
import { recordAudit } from "./audit.server.ts";
import { errorFields, log } from "./log.server.ts";

/**
 * Each sign-in leaves an entry in the audit log (docs/api.md#audit-log-and-trash), whichever way it
 * came (the /auth form or /api/auth/*): better-auth writes the session itself, so the entry is
 * written right after, in its hook. A password accepted for an account with two-factor on is not a
 * sign-in yet; the code that completes it is. A refused sign-in names the address typed (never
 * the password) and no actor.
 */

const PASSWORD = "/sign-in/email";
const CODES: Record<string, string> = {
  "/two-factor/verify-totp": "kode fra godkendelsesapp",
  "/two-factor/verify-backup-code": "gendannelseskode",
};

type Body = { email?: unknown } | undefined;

/**
 * The refusals that are a failed sign-in: a wrong e-mail or password, a wrong code. A body that
 * is no sign-in (400) or a second step without its first (no pending sign-in) is not one.
 */
const FAILURES = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_CODE", "INVALID_BACKUP_CODE"]);

function failedSignIn(returned: unknown): boolean {
  if (!isAPIError(returned)) return false;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && FAILURES.has(code);
}

function typedEmail(body: Body): string {
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  return email.slice(0, 254) || "(ingen)";
}

export function signInAudit(db: Kysely<Database>) {
  return {
    id: "fgc-sign-in-audit",
    hooks: {
      before: [
        {
          // Over HTTP the code endpoints are the sign-in's second step only: confirming a new
          // authenticator is /admin/konto's, which logs it (and calls the server API).
          matcher: (context) => Boolean(context.request) && (context.path ?? "") in CODES,
          handler: createAuthMiddleware(async (ctx) => {
            if (await getSessionFromCtx(ctx)) {
              throw APIError.from("FORBIDDEN", {
                message: "Already signed in",
                code: "ALREADY_SIGNED_IN",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) =>
            Boolean(context.request) &&
            (context.path === PASSWORD || (context.path ?? "") in CODES),
          handler: createAuthMiddleware(async (ctx) => {
            const path = ctx.path ?? "";
            const failed = failedSignIn(ctx.context.returned);
            const signedIn = ctx.context.newSession;
            try {
              if (signedIn && !isAPIError(ctx.context.returned)) {
                const how = CODES[path] ? ` med ${CODES[path]}` : "";
                if (CODES[path]) await recordSignIn(db, signedIn.user.id);
                await recordAudit(db, {
                  actor: signedIn.user.email,
                  action: "sign_in.success",
                  target_type: "user",
                  target_id: signedIn.user.id,
                  summary: `Logget ind${how}`,
                });
              } else if (failed) {
                await recordAudit(db, {
                  actor: null,
                  action: "sign_in.failure",
                  target_type: "user",
                  target_id: null,
                  summary:
                    path === PASSWORD
                      ? `Forkert e-mail eller adgangskode for ${typedEmail(ctx.body as Body)}`
                      : `Forkert ${CODES[path]} ved login`,
                });
              }
            } catch (error) {
              // The sign-in itself stands; a log entry that could not be written is logged.
              log.error(errorFields(error), "sign-in audit entry not written");
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
