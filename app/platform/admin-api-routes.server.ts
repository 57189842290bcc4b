import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { adminRead } from "./admin-api.server.ts";
import { methodNotAllowed, privateJson } from "./api.server.ts";
import { database } from "./database.server.ts";

/** Handlers that several admin API routes (`routes/api/admin-*`) share whole. */

type LoaderArgs = { request: Request; params: { id: string } };

/**
 * The loader of a path that only takes writes (`allow`): a GET or HEAD is 405 with `Allow`,
 * after the guard (so nobody learns what exists there without being let in).
 */
export function writesOnly(allow: string, only?: "admin") {
  return ({ request }: { request: Request }) =>
    adminRead(request, async () => methodNotAllowed(allow), only);
}

/** GET `…/:id`: the row `find` reads, as it is now, or `missing()` (404). */
export function rowLoader(
  find: (db: Kysely<Database>, id: string) => Promise<object | null | undefined>,
  missing: () => Response,
) {
  return ({ request, params }: LoaderArgs) =>
    adminRead(request, async () => {
      const row = await find(database().db, params.id);
      return row ? privateJson(row) : missing();
    });
}
