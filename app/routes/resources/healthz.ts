import { sql } from "kysely";
import { NO_STORE_HEADERS } from "#app/lib/cache-control.ts";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";

/**
 * 200 when the database answers, 503 otherwise. It reads a real table: on SQLite `select 1`
 * succeeds even when the file under the open connection is broken or gone.
 */
export async function loader() {
  try {
    await sql`select 1 from testimonials limit 1`.execute(database().db);
    return Response.json({ status: "ok" }, { headers: NO_STORE_HEADERS });
  } catch (error) {
    log.error(errorFields(error), "health check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers: NO_STORE_HEADERS });
  }
}
