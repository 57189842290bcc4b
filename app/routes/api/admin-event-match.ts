import { answered } from "#app/features/tournaments/api.server.ts";
import { changeMatchByStaff } from "#app/features/tournaments/bracket.server.ts";
import { matchInput } from "#app/features/tournaments/schema.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { privateJson, readChecked } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event-match";

export const loader = writesOnly("PATCH");

/**
 * PATCH /api/admin/events/:id/matches/:mid: the match's `version` and one change — `scores`,
 * `forfeit`, `status: "running"` with `station`, or `reset: true` → 200 the match.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "PATCH", async (session) => {
    const input = await readChecked(request, matchInput);
    return answered(async () =>
      privateJson(
        await changeMatchByStaff(database().db, session.user.email, params.id, params.mid, input),
      ),
    );
  });
}
