import { changeAccount } from "#app/features/accounts/accounts.server.ts";
import { accountPatch } from "#app/features/accounts/schema.ts";
import { adminWrite } from "#app/platform/admin-api.server.ts";
import { writesOnly } from "#app/platform/admin-api-routes.server.ts";
import { jsonError, privateJson, readChecked } from "#app/platform/api.server.ts";
import type { Route } from "./+types/admin-user";

/** Only PATCH (the accounts are read as a list): a GET is 405 with `Allow`, after the guard. */
export const loader = writesOnly("PATCH", "admin");

/**
 * PATCH /api/admin/users/:id `{ role?, active? }` → 200 the account. Deactivating signs the
 * person out everywhere at once; the last active admin is never demoted or deactivated, and an
 * admin never deactivates themselves: 409, nothing changed.
 */
export function action({ request, params }: Route.ActionArgs) {
  return adminWrite(
    request,
    "PATCH",
    async (session) => {
      const patch = await readChecked(request, accountPatch);
      const result = await changeAccount(session.user, params.id.slice(0, 100), patch);
      if (result.kind === "not-found") return jsonError(404, "Kontoen findes ikke.");
      if (result.kind === "refused") return jsonError(409, result.message);
      return privateJson(result.account);
    },
    "admin",
  );
}
