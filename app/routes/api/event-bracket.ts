import { bracketNotFound } from "#app/features/tournaments/api.server.ts";
import { readPublicBracket } from "#app/features/tournaments/queries.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { apiResponse, assertSameOrigin, methodNotAllowed } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event-bracket";

/**
 * GET /api/events/SLUG/bracket: a public tournament's bracket, names public only (docs/api.md,
 * "Tournaments"); 404 without one. Kept like every public answer until the content version moves,
 * which every change of the bracket does, on every instance.
 */
export function loader({ params }: Route.LoaderArgs) {
  return apiResponse(async () => {
    const bracket = /^[a-z0-9-]{1,80}$/.test(params.slug)
      ? await readPublicBracket(database().db, params.slug)
      : undefined;
    if (!bracket) return bracketNotFound();
    return Response.json(bracket, { headers: { "Cache-Control": PUBLIC_SHARED } });
  });
}

/** Only read here: any write is refused (a foreign one as such). */
export function action({ request }: Route.ActionArgs) {
  return apiResponse(async () => {
    assertSameOrigin(request);
    return methodNotAllowed("GET");
  });
}
