import { SLUG } from "#app/features/events/public-pages.server.ts";
import { findPublicEvent } from "#app/features/events/queries.server.ts";
import { LIVE_HEADERS, liveStream } from "#app/features/tournaments/live.server.ts";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/event-live";

/**
 * GET /begivenheder/SLUG/live: a public tournament's bracket as server-sent events, for the
 * pages that show it (docs/pages.md, "The live bracket"); 404 for anything else. A HEAD is
 * answered with the headers alone, holding nothing open.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { db } = database();
  const event = SLUG.test(params.slug) ? await findPublicEvent(db, params.slug) : undefined;
  if (event?.kind !== "tournament") {
    return new Response(null, { status: 404, headers: NO_STORE_HEADERS });
  }
  if (request.method === "HEAD") return new Response(null, { headers: LIVE_HEADERS });
  return liveStream(db, event.id, request.signal);
}
