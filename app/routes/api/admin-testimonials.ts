import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { createTestimonial, listAll } from "#app/features/testimonials/queries.server.ts";
import { fieldErrorsOf, testimonialInput } from "#app/features/testimonials/schema.ts";
import {
  apiResponse,
  assertSameOrigin,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "#app/server/api.server.ts";
import { database } from "#app/server/database.server.ts";
import { settings } from "#app/server/env.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/admin-testimonials";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /api/admin/testimonials: every row, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    const testimonials = await listAll(database().db);
    return Response.json({ testimonials }, { headers: NO_STORE });
  });
}

/** POST /api/admin/testimonials: 201 and the created row. */
export function action({ request }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    await requireAdmin(request);
    if (request.method !== "POST") return methodNotAllowed("GET, POST");
    const parsed = testimonialInput.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      return jsonError(400, "Ugyldige felter.", { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const created = await createTestimonial(database().db, parsed.data, settings().SITE_NAME);
    await invalidatePublicTestimonials();
    return Response.json(created, { status: 201, headers: NO_STORE });
  });
}
