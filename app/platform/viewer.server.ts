import type { Viewer } from "#app/lib/site.ts";
import { database } from "./database.server.ts";
import { currentSession, roleOfUser } from "./guards.server.ts";
import { hasSessionCookie } from "./session-cookie.ts";

/**
 * Who is looking, from the server-side session. Visitors without a session cookie cost no
 * database query; a failing lookup shows the public navigation rather than an error page.
 */
export async function viewerOf(request: Request): Promise<Viewer> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  try {
    const session = await currentSession(request);
    if (!session) return null;
    const role = await roleOfUser(session.user.id);
    if (!role) return { email: session.user.email, role };
    return { email: session.user.email, role, pending: await pendingTestimonials() };
  } catch {
    return null;
  }
}

/** One count on an index, for staff only; the trash is not waiting for anyone. */
async function pendingTestimonials(): Promise<number> {
  const row = await database()
    .db.selectFrom("testimonials")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "pending")
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
