import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import {
  deleteTestimonial,
  findTestimonial,
  updateTestimonial,
} from "#app/features/testimonials/queries.server.ts";
import { fieldErrorsOf, testimonialUpdate } from "#app/features/testimonials/schema.ts";
import {
  apiResponse,
  assertSameOrigin,
  jsonError,
  methodNotAllowed,
  privateJson,
  readJsonBody,
} from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { requireAdmin } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/admin-testimonial";

const ALLOW = "GET, PUT, DELETE";
const notFound = () => jsonError(404, "Anmeldelsen findes ikke.");

/** GET /api/admin/testimonials/:id: the row as it is now (after a conflict, for instance). */
export function loader({ request, params }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    const row = await findTestimonial(database().db, params.id);
    if (!row) return notFound();
    return privateJson(row);
  });
}

/** PUT (with the row's `version`; stale → 409) and DELETE /api/admin/testimonials/:id. */
export function action({ request, params }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    await requireAdmin(request);
    if (request.method === "DELETE") {
      if (!(await deleteTestimonial(database().db, params.id))) return notFound();
      await invalidatePublicTestimonials();
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
    await invalidatePublicTestimonials();
    return privateJson(result.testimonial);
  });
}
