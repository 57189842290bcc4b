import { notFound, readInput } from "#app/features/testimonials/api.server.ts";
import {
  approveTestimonial,
  rejectTestimonial,
} from "#app/features/testimonials/moderation.server.ts";
import { invalidatePublicTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { rejectInput } from "#app/features/testimonials/schema.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { methodNotAllowed, privateJson } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-moderation";

export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () => methodNotAllowed("POST"));
}

/**
 * POST /api/admin/testimonials/:id/approve → the row, approved and active (public);
 * POST /api/admin/testimonials/:id/reject `{ reason }` → the row, rejected and inactive.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "POST", async () => {
    const db = database().db;
    let row: Awaited<ReturnType<typeof approveTestimonial>>;
    if (params.decision === "approve") {
      row = await approveTestimonial(db, params.id);
    } else if (params.decision === "reject") {
      const { reason } = await readInput(request, rejectInput);
      row = await rejectTestimonial(db, params.id, reason);
    } else {
      return notFound();
    }
    if (!row) return notFound();
    await invalidatePublicTestimonials();
    return privateJson(row);
  });
}
