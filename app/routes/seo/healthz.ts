import { sql } from "kysely";
import { database } from "~/db/database.server";

const headers = { "Cache-Control": "no-store" };

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  try {
    await sql`select 1`.execute(database().db);
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    console.error("Health check failed:", error instanceof Error ? error.message : error);
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
