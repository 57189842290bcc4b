import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { createTestimonial, listAdmin } from "#app/features/testimonials/queries.server.ts";
import { adminQuery, fieldErrorsOf, testimonialInput } from "#app/features/testimonials/schema.ts";
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
import type { Route } from "./+types/admin-testimonials";

/**
 * GET /api/admin/testimonials?status=&q=&limit=&cursor=: one page, newest first, with the
 * cursor of the next and the counts per status (product.md §8).
 */
export function loader({ request }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    const params = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([, value]) => value !== ""),
    );
    const query = adminQuery.safeParse(params);
    if (!query.success) {
      return jsonError(400, "Ugyldig forespørgsel.", { fieldErrors: fieldErrorsOf(query.error) });
    }
    return privateJson(await listAdmin(database().db, query.data));
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
    return privateJson(created, 201);
  });
}
