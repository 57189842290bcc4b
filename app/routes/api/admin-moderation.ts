import { notFound } from "#app/features/testimonials/api.server.ts";
import {
  approveTestimonial,
  rejectTestimonial,
} from "#app/features/testimonials/moderation.server.ts";
import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { restoreTestimonial } from "#app/features/testimonials/queries.server.ts";
import { rejectInput } from "#app/features/testimonials/schema.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-moderation";

export const loader = writesOnly("POST");

/**
 * POST /api/admin/testimonials/:id/approve → the row, approved and active (public);
 * POST /api/admin/testimonials/:id/reject `{ reason }` → the row, rejected and inactive;
 * POST /api/admin/testimonials/:id/restore → the row out of the trash, as it was (404 when it
 * is not in the trash).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "POST", async (session) => {
    const db = database().db;
    const actor = session.user.email;
    let row: Awaited<ReturnType<typeof approveTestimonial>>;
    if (params.decision === "approve") {
      row = await approveTestimonial(db, params.id, actor);
    } else if (params.decision === "reject") {
      const { reason } = await readChecked(request, rejectInput);
      row = await rejectTestimonial(db, params.id, reason, actor);
    } else if (params.decision === "restore") {
      row = await restoreTestimonial(db, params.id, actor);
    } else {
      return notFound();
    }
    if (!row) return notFound();
    await invalidatePublicTestimonials();
    return privateJson(row);
  });
}
