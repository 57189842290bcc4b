import {
  approveTestimonial,
  rejectTestimonial,
} from "#app/features/testimonials/moderation.server.ts";
import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { fieldErrorsOf, rejectInput } from "#app/features/testimonials/schema.ts";
import {
  apiResponse,
  assertSameOrigin,
  jsonError,
  methodNotAllowed,
  privateJson,
  readJsonBody,
} from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { requireAdmin } from "#app/platform/guards.server.ts";
import type { Route } from "./+types/admin-moderation";

const notFound = () => jsonError(404, "Anmeldelsen findes ikke.");

export function loader({ request }: Route.LoaderArgs) {
  return apiResponse(async () => {
    await requireAdmin(request);
    return methodNotAllowed("POST");
  });
}

/**
 * POST /api/admin/testimonials/:id/approve → the row, approved and active (public);
 * POST /api/admin/testimonials/:id/reject `{ reason }` → the row, rejected and inactive.
 */
export function action({ request, params }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    await requireAdmin(request);
    if (params.decision !== "approve" && params.decision !== "reject") return notFound();
    if (request.method !== "POST") return methodNotAllowed("POST");
    const db = database().db;
    let row: Awaited<ReturnType<typeof approveTestimonial>>;
    if (params.decision === "approve") {
      row = await approveTestimonial(db, params.id);
    } else {
      const parsed = rejectInput.safeParse(await readJsonBody(request));
      if (!parsed.success) {
        return jsonError(400, "Ugyldige felter.", { fieldErrors: fieldErrorsOf(parsed.error) });
      }
      row = await rejectTestimonial(db, params.id, parsed.data.reason);
    }
    if (!row) return notFound();
    await invalidatePublicTestimonials();
    return privateJson(row);
  });
}
