import type { Toast } from "#app/lib/forms/outcome.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { approvedToast } from "./approve.ts";
import { approveTestimonial } from "./moderation.server.ts";
import { invalidatePublicTestimonials } from "./public-cache.server.ts";

/**
 * `Godkend` posted by the browser itself (`formActionWithRow`: before React runs, or without
 * JavaScript): approved as the API approves. Approving an approved review again changes nothing.
 */
export async function approvePosted(
  form: URLSearchParams,
  _url: URL,
  session: StaffSession,
): Promise<Toast> {
  const id = (form.get("id") ?? "").slice(0, 100);
  const row = await approveTestimonial(database().db, id, session.user.email);
  if (!row) {
    return {
      title: "Fejl",
      description: "Anmeldelsen findes ikke længere.",
      variant: "destructive",
    };
  }
  await invalidatePublicTestimonials();
  return approvedToast(row.name);
}
