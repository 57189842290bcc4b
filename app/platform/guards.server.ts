import { redirect } from "react-router";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { pageAddress } from "#app/lib/page-address.ts";
import { isApiRequest, jsonError } from "./api.server.ts";
import { auth } from "./auth.server.ts";
import { database } from "./database.server.ts";
import { errorFields, log } from "./log.server.ts";
import { type Role, roleOf } from "./roles.server.ts";

/**
 * Server-side permission checks, called by every admin loader, action and API handler. They
 * throw a Response: JSON 401/403/503 for /api/*, otherwise a redirect to /auth (which also works
 * for React Router's .data requests) or a 503 page.
 */

export type SignedIn = NonNullable<
  Awaited<ReturnType<ReturnType<typeof auth>["api"]["getSession"]>>
>;

/** Where to come back to after signing in: the page's own address. */
function signInRedirect(request: Request): Response {
  return redirect(`/auth?redirectTo=${encodeURIComponent(pageAddress(request.url))}`);
}

function unavailable(request: Request): Response {
  return isApiRequest(request)
    ? jsonError(503, "Databasen svarer ikke lige nu. Prøv igen om lidt.")
    : new Response("Databasen svarer ikke lige nu.", {
        status: 503,
        headers: NO_STORE_HEADERS,
      });
}

/** The session behind the request's cookie, or null; throws 503 when it cannot be looked up. */
export async function currentSession(request: Request): Promise<SignedIn | null> {
  try {
    return await auth().api.getSession({ headers: request.headers });
  } catch (error) {
    log.error(errorFields(error), "session lookup failed");
    throw unavailable(request);
  }
}

/** The person's role; a failing role query counts as none (fails closed). */
export async function roleOfUser(userId: string): Promise<Role | null> {
  try {
    return await roleOf(database().db, userId);
  } catch (error) {
    log.error(errorFields(error), "role check failed");
    return null;
  }
}

async function requireUser(request: Request): Promise<SignedIn> {
  const session = await currentSession(request);
  if (session) return session;
  throw isApiRequest(request) ? jsonError(401, "Du er ikke logget ind.") : signInRedirect(request);
}

/** A signed-in person with a role, and which. */
export type StaffSession = SignedIn & { role: Role };

/**
 * Admin or staff (docs/admin.md#roles): testimonials, content, images, events. `only: "admin"` for
 * accounts and the log, where staff get 403 (and a page, not a sign-in loop).
 */
export async function requireStaff(request: Request, only?: "admin"): Promise<StaffSession> {
  const session = await requireUser(request);
  const role = await roleOfUser(session.user.id);
  if (role && (!only || role === only)) return { ...session, role };
  if (isApiRequest(request)) {
    throw jsonError(
      403,
      role ? "Kun administratorer har adgang." : "Du har ikke adgang til admin.",
    );
  }
  if (role)
    throw new Response("Kun administratorer har adgang.", {
      status: 403,
      headers: NO_STORE_HEADERS,
    });
  throw signInRedirect(request);
}
