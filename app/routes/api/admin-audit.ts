import { parseAuditQuery } from "#app/features/audit/query.server.ts";
import { adminRead, adminWrite } from "#app/platform/admin-api.server.ts";
import { invalidFields, privateJson } from "#app/platform/api.server.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { Route } from "./+types/admin-audit";

/**
 * GET /api/admin/audit?limit=&cursor=&actor=&action= (admins only; staff 403): `{ entries, next }`,
 * newest first, `next` the cursor of the following page or null (docs/api.md#audit-log-and-trash).
 */
export function loader({ request }: Route.LoaderArgs) {
  return adminRead(
    request,
    async () => {
      const parsed = parseAuditQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return invalidFields(parsed.fieldErrors, "Ugyldig forespørgsel.");
      return privateJson(await auditEntries(database().db, parsed.query));
    },
    "admin",
  );
}

/** No call changes or deletes an entry: every write is 405 (after the admin check). */
export function action({ request }: Route.ActionArgs) {
  return adminWrite(request, "GET", async () => privateJson({}), "admin");
}
