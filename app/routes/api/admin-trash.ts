import { listTrash } from "#app/features/trash/trash.server.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { privateJson } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-trash";

/**
 * GET /api/admin/trash (admin and staff): `{ items: [{ type, id, title, deleted_at, deleted_by }] }`,
 * deleted testimonials and events, newest first (docs/api.md#audit-log-and-trash).
 */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(request, async () => privateJson({ items: await listTrash(database().db) }));
}

/** Nothing is written here: an item goes back through its own `…/restore`. */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(request, "GET", async () => privateJson({}));
}
