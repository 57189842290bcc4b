import {
  answered,
  BRACKET_BODY_LIMIT,
  bracketNotFound,
} from "#app/features/tournaments/api.server.ts";
import { deleteBracket, startBracket } from "#app/features/tournaments/bracket.server.ts";
import { readStaffBracket } from "#app/features/tournaments/queries.server.ts";
import { bracketInput } from "#app/features/tournaments/schema.ts";
import { check } from "#app/lib/forms/errors.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { invalidFields, privateJson, readJsonBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-event-bracket";

/** GET /api/admin/events/:id/bracket: the bracket as staff see it (reports and disputes too). */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminRead(request, async () => {
    const bracket = await readStaffBracket(database().db, params.id);
    return bracket ? privateJson(bracket) : bracketNotFound();
  });
}

/**
 * POST `{ "seeding": "random" | [registration ids] }` → 201 the bracket (`Start turnering`);
 * DELETE → 204, the bracket and its results gone, the registrations kept (`Nulstil turnering`).
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(request, "GET, POST, DELETE", async (session) => {
    const actor = session.user.email;
    const db = database().db;
    if (request.method === "DELETE") {
      return answered(async () => {
        await deleteBracket(db, actor, params.id);
        return new Response(null, { status: 204 });
      });
    }
    const input = check(bracketInput, await readJsonBody(request, BRACKET_BODY_LIMIT));
    if (input.errors) return invalidFields(input.errors);
    return answered(async () =>
      privateJson(await startBracket(db, actor, params.id, input.value), 201),
    );
  });
}
