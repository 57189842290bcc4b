import { notFound } from "#app/features/testimonials/api.server.ts";
import { rejectInput, type Testimonial } from "#app/features/testimonials/schema.ts";
import {
  staffApproveTestimonial,
  staffRejectTestimonial,
  staffRestoreTestimonial,
} from "#app/features/testimonials/staff.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { privateJson, readChecked } from "#app/platform/api.server.ts";
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
    const actor = session.user.email;
    let row: Testimonial | null;
    if (params.decision === "approve") {
      row = await staffApproveTestimonial(actor, params.id);
    } else if (params.decision === "reject") {
      const { reason } = await readChecked(request, rejectInput);
      row = await staffRejectTestimonial(actor, params.id, reason);
    } else if (params.decision === "restore") {
      row = await staffRestoreTestimonial(actor, params.id);
    } else {
      return notFound();
    }
    return row ? privateJson(row) : notFound();
  });
}
