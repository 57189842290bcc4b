import { sql } from "kysely";
import { database } from "#app/platform/database.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";

const headers = { "Cache-Control": "no-store" };

/**
 * 200 when the database answers, 503 otherwise. It reads a real table: on SQLite `select 1`
 * succeeds even when the file under the open connection is broken or gone.
 */
export async function loader() {
  try {
    await sql`select 1 from testimonials limit 1`.execute(database().db);
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    log.error(errorFields(error), "health check failed");
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
