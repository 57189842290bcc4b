import { listAdmin } from "#app/features/testimonials/queries.server.ts";
import { adminQuery, fieldErrorsOf, testimonialInput } from "#app/features/testimonials/schema.ts";
import { staffCreateTestimonial } from "#app/features/testimonials/staff.server.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { invalidFields, privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-testimonials";

/**
 * GET /api/admin/testimonials?status=&q=&limit=&cursor=: one page, newest first, with the
 * cursor of the next and the counts per status (docs/api.md#testimonials).
 */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const params = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([, value]) => value !== ""),
    );
    const query = adminQuery.safeParse(params);
    if (!query.success) return invalidFields(fieldErrorsOf(query.error), "Ugyldig forespørgsel.");
    return privateJson(await listAdmin(database().db, query.data));
  });
}

/** POST /api/admin/testimonials: 201 and the created row. */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(request, "GET, POST", async (session) => {
    const input = await readChecked(request, testimonialInput);
    return privateJson(await staffCreateTestimonial(session.user.email, input), 201);
  });
}
