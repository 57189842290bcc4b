import { database } from "~/db/database.server";
import { invalidatePublicTestimonials } from "~/features/testimonials/public-cache.server";
import { deleteTestimonial, updateTestimonial } from "~/features/testimonials/queries.server";
import { fieldErrorsOf, testimonialUpdate } from "~/features/testimonials/schema";
import {
  apiResponse,
  assertSameOrigin,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "~/server/api.server";
import { settings } from "~/server/env.server";
import { requireAdmin } from "~/server/guards.server";
import type { Route } from "./+types/admin-testimonial";

const ALLOW = "PUT, DELETE";
const notFound = () => jsonError(404, "Anmeldelsen findes ikke.");

export function loader({ request }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    return methodNotAllowed(ALLOW);
  });
}

/** PUT (with the row's `version`; stale → 409) and DELETE /api/admin/testimonials/:id. */
export function action({ request, params }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    await requireAdmin(request);
    if (request.method === "DELETE") {
      if (!(await deleteTestimonial(database().db, params.id))) return notFound();
      invalidatePublicTestimonials();
      return new Response(null, { status: 204 });
    }
    if (request.method !== "PUT") return methodNotAllowed(ALLOW);
    const parsed = testimonialUpdate.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      return jsonError(400, "Ugyldige felter.", { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const result = await updateTestimonial(
      database().db,
      params.id,
      parsed.data,
      settings().SITE_NAME,
    );
    if (!result.ok) {
      return result.reason === "not-found"
        ? notFound()
        : jsonError(409, "Anmeldelsen er ændret af en anden. Hent listen igen, og prøv igen.");
    }
    invalidatePublicTestimonials();
    return Response.json(result.testimonial, { headers: { "Cache-Control": "no-store" } });
  });
}
