import { assertSameOrigin } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { redirectWithToast } from "#app/platform/form-post.server.ts";
import { requireStaff } from "#app/platform/guards.server.ts";
import { approvedToast } from "./approve.ts";
import { approveTestimonial } from "./moderation.server.ts";
import { invalidatePublicTestimonials } from "./public-cache.server.ts";

/**
 * `Godkend` posted by the browser itself (before React runs, or without JavaScript): approved as
 * the API approves, and back to the same view of the list with the toast. Approving an approved
 * review again changes nothing.
 */
export async function approvePosted(request: Request, form: URLSearchParams): Promise<Response> {
  assertSameOrigin(request);
  const session = await requireStaff(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const id = (form.get("id") ?? "").slice(0, 100);
  const row = await approveTestimonial(database().db, id, session.user.email);
  if (!row) {
    return redirectWithToast(back, {
      title: "Fejl",
      description: "Anmeldelsen findes ikke længere.",
      variant: "destructive",
    });
  }
  await invalidatePublicTestimonials();
  return redirectWithToast(back, approvedToast(row.name));
}
