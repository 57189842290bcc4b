import {
  readRegistrationChange,
  registrationJson,
  registrationNotFound,
} from "#app/features/events/admin-api.server.ts";
import { staffChangeRegistration } from "#app/features/events/staff.server.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { privateJson } from "#app/platform/api.server.ts";
import type { Route } from "./+types/admin-event-registration";

export const loader = writesOnly("PATCH");

/**
 * PATCH /api/admin/events/:id/registrations/:rid: `{ "checked_in": bool }` (`Tjek ind`) or
 * `{ "status": "cancelled" }` (the seat goes to the first on the waitlist) → 200 the registration.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "PATCH", async (session) => {
    const change = await readRegistrationChange(request);
    const result = await staffChangeRegistration(session.user.email, params.id, params.rid, change);
    if (result.kind === "not-found") return registrationNotFound();
    return privateJson(registrationJson(result.registration));
  });
}
