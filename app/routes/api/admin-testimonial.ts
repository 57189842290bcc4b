import { notFound } from "#app/features/testimonials/api.server.ts";
import { findTestimonial } from "#app/features/testimonials/queries.server.ts";
import { testimonialUpdate } from "#app/features/testimonials/schema.ts";
import {
  staffDeleteTestimonial,
  staffUpdateTestimonial,
} from "#app/features/testimonials/staff.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { rowLoader } from "#app/platform/admin-api-routes.server.ts";
import { jsonError, privateJson, readChecked } from "#app/platform/api.server.ts";
import type { Route } from "./+types/admin-testimonial";

/** GET /api/admin/testimonials/:id: the row as it is now (after a conflict, for instance). */
export const loader = rowLoader(findTestimonial, notFound);

/**
 * PUT (with the row's `version`; stale → 409) and DELETE /api/admin/testimonials/:id (into the
 * trash, docs/api.md#audit-log-and-trash; `…/restore` brings it back).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "GET, PUT, DELETE", async (session) => {
    const actor = session.user.email;
    if (request.method === "DELETE") {
      if (!(await staffDeleteTestimonial(actor, params.id))) return notFound();
      return new Response(null, { status: 204 });
    }
    const input = await readChecked(request, testimonialUpdate);
    const result = await staffUpdateTestimonial(actor, params.id, input);
    if (!result.ok) {
      return result.reason === "not-found"
        ? notFound()
        : jsonError(409, "Anmeldelsen er ændret af en anden. Hent listen igen, og prøv igen.");
    }
    return privateJson(result.testimonial);
  });
}
