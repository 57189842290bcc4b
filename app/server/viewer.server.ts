import type { Viewer } from "#app/lib/site.ts";
import { currentSession, hasAdminRole } from "./guards.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";

/**
 * Who is looking, from the server-side session. Visitors without a session cookie cost no
 * database query (and prerendering never opens the database); a failing lookup shows the
 * public navigation rather than an error page.
 */
export async function viewerOf(request: Request): Promise<Viewer> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  try {
    const session = await currentSession(request);
    if (!session) return null;
    return { email: session.user.email, isAdmin: await hasAdminRole(session.user.id) };
  } catch {
    return null;
  }
}
